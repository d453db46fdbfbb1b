import { acceptPopupToken } from './host-messaging';

/**
 * Signing in inside a frame (docs/embedding.md): the framed widget gets no session cookie, so it
 * opens the app's own sign-in in a popup (first-party: password and the provider work as usual).
 * Signed in, the popup asks for a widget token and posts it back to this window, on this origin.
 */
export const SIGN_IN_POPUP_PATH = '/embed-sign-in';
const POPUP_NAME = 'ultimate-human-sign-in';
const POPUP_FEATURES = 'popup,width=480,height=720';

/** The popup this widget opened: the only window whose token it takes. */
let popup: Window | null = null;

/** Opens (or brings forward) the sign-in popup; null when the browser blocked it. */
export function openSignInPopup(): Window | null {
  popup = window.open(SIGN_IN_POPUP_PATH, POPUP_NAME, POPUP_FEATURES);
  popup?.focus();
  return popup;
}

/** Hears the popup's WIDGET_TOKEN for as long as the widget is on screen; returns the clean-up. */
export function listenForPopupToken(onToken: (token: string) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    const token = acceptPopupToken(event, { origin: window.location.origin, popup });
    if (token === null) return;
    popup = null;
    onToken(token);
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
