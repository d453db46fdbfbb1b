import { readWidgetHostMessage, type PopupMessage } from '@uh/core/embed/embed-messages.schema';
import { useEffect, useState } from 'react';

const ASK_EVERY_MS = 250;
/** A widget answers at once; a window that stays silent this long is not one. */
const GIVE_UP_AFTER_MS = 3000;

/**
 * The site whose widget opened this sign-in popup, as that widget says: undefined while asking,
 * null when nothing answered. The question goes to the app's own origin only, so a page elsewhere
 * that opened the popup never hears it and never answers: no token is made for it.
 */
export function useOpenerSite(opener: Window): string | null | undefined {
  const [site, setSite] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const appOrigin = window.location.origin;
    const question: PopupMessage = { type: 'WIDGET_HOST_REQUEST' };
    const ask = () => {
      try {
        opener.postMessage(question, appOrigin);
      } catch {
        // The opener is gone (closed or navigated away): it will never answer.
      }
    };
    const asking = setInterval(ask, ASK_EVERY_MS);
    const giveUp = setTimeout(() => {
      clearInterval(asking);
      setSite((current) => (current === undefined ? null : current));
    }, GIVE_UP_AFTER_MS);
    const onMessage = (event: MessageEvent) => {
      if (event.source !== opener || event.origin !== appOrigin) return;
      const answer = readWidgetHostMessage(event.data);
      if (answer === null) return;
      clearInterval(asking);
      clearTimeout(giveUp);
      setSite(answer.origin);
    };
    window.addEventListener('message', onMessage);
    ask();
    return () => {
      clearInterval(asking);
      clearTimeout(giveUp);
      window.removeEventListener('message', onMessage);
    };
  }, [opener]);
  return site;
}
