import type { WidgetHostMessage } from '@uh/core/embed/embed-messages.schema';
import { acceptPopupMessage } from './host-messaging';

/**
 * Signing in inside a frame (docs/embedding.md): the framed widget gets no session cookie, so it
 * opens the app's own sign-in in a popup (first-party: password and the provider work as usual).
 * Signed in, the popup asks this window which site it sits on, asks the server for a widget token
 * for that site, and posts it back to this window, on this origin.
 */
export const SIGN_IN_POPUP_PATH = '/embed-sign-in';
const POPUP_NAME = 'ultimate-human-sign-in';
const POPUP_FEATURES = 'popup,width=480,height=720';

/** The popup this widget opened: the only window it answers and whose token it takes. */
let popup: Window | null = null;

/** Opens (or brings forward) the sign-in popup; null when the browser blocked it. */
export function openSignInPopup(): Window | null {
  popup = window.open(SIGN_IN_POPUP_PATH, POPUP_NAME, POPUP_FEATURES);
  popup?.focus();
  return popup;
}

type PopupListener = {
  /** The site to name when the popup asks (signInSiteFor); null: no answer, so no token is made. */
  site: string | null;
  onToken: (token: string) => void;
};

/** Answers the popup and hears its WIDGET_TOKEN for as long as the widget is on screen; returns the clean-up. */
export function listenToSignInPopup({ site, onToken }: PopupListener): () => void {
  const appOrigin = window.location.origin;
  const onMessage = (event: MessageEvent) => {
    const message = acceptPopupMessage(event, { origin: appOrigin, popup });
    if (message === null) return;
    if (message.type === 'WIDGET_HOST_REQUEST') {
      if (site === null) return;
      const answer: WidgetHostMessage = { type: 'WIDGET_HOST', origin: site };
      (event.source as Window).postMessage(answer, appOrigin);
      return;
    }
    popup = null;
    onToken(message.token);
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
