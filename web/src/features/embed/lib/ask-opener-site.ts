import { readWidgetHostMessage, type PopupMessage } from '@uh/core/embed/embed-messages.schema';

const ASK_EVERY_MS = 250;
/** A widget answers at once; after this long without an answer the popup says it has none. */
export const SILENT_AFTER_MS = 3000;
/**
 * It keeps asking for longer, though: on a busy device a widget's answer can come late, and the
 * sign-in then goes on rather than leaving the person with a popup that never closes.
 */
export const STOP_ASKING_AFTER_MS = 60_000;

type Asking = {
  /** The window that opened the popup: the only one whose answer counts. */
  opener: Pick<Window, 'postMessage'>;
  /** Where answers arrive (the popup's own window). */
  inbox: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  appOrigin: string;
  /** The site once the widget names it; null once it has been silent for SILENT_AFTER_MS. */
  onSite: (site: string | null) => void;
};

/**
 * Asks the opener which site its widget sits on, on the app's own origin only, so a page
 * elsewhere that opened the popup never hears the question. Returns the clean-up.
 */
export function askOpenerSite({ opener, inbox, appOrigin, onSite }: Asking): () => void {
  const question: PopupMessage = { type: 'WIDGET_HOST_REQUEST' };
  let answered = false;
  const ask = () => {
    try {
      opener.postMessage(question, appOrigin);
    } catch {
      // The opener is gone (closed or navigated away): it will never answer.
    }
  };
  const asking = setInterval(ask, ASK_EVERY_MS);
  const silent = setTimeout(() => onSite(null), SILENT_AFTER_MS);
  const stopAsking = setTimeout(() => clearInterval(asking), STOP_ASKING_AFTER_MS);
  const stop = () => {
    clearInterval(asking);
    clearTimeout(silent);
    clearTimeout(stopAsking);
    inbox.removeEventListener('message', onMessage);
  };
  function onMessage(event: Event) {
    const { source, origin, data } = event as MessageEvent;
    if (answered || source !== opener || origin !== appOrigin) return;
    const answer = readWidgetHostMessage(data);
    if (answer === null) return;
    answered = true;
    stop();
    onSite(answer.origin);
  }
  inbox.addEventListener('message', onMessage);
  ask();
  return stop;
}
