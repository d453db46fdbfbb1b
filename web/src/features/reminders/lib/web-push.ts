import { readableServerError } from '#lib/server-field-errors';

// Browser notifications (Web Push): what this browser can do, and the words for what went wrong.

/** The server's VAPID public key (base64url, usually unpadded) as the bytes `pushManager.subscribe` takes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/**
 * Whether a subscription was made with this key. One made with another key (the server's keys
 * were replaced) cannot carry this server's pushes, and the browser refuses a second one beside it.
 */
export function isSameKey(subscribedWith: ArrayBuffer | null, key: Uint8Array): boolean {
  if (!subscribedWith || subscribedWith.byteLength !== key.length) return false;
  const bytes = new Uint8Array(subscribedWith);
  return bytes.every((byte, index) => byte === key[index]);
}

export type PushEnvironment = { isSecureContext: boolean; hasServiceWorker: boolean; hasPushManager: boolean; hasNotification: boolean };

/** Why this browser cannot get notifications from the app, or null when it can. */
export function pushUnsupportedReason(environment: PushEnvironment): string | null {
  if (!environment.isSecureContext) return 'Browser notifications need the app to be opened over https://.';
  if (!environment.hasServiceWorker || !environment.hasPushManager || !environment.hasNotification) {
    return 'This browser cannot show notifications from web apps. On an iPhone or iPad, add the app to the Home Screen and open it from there.';
  }
  return null;
}

/** A failure of ours with words for the person, as opposed to one the browser threw. */
export class PushSetupError extends Error {
  override name = 'PushSetupError';
}

export const PERMISSION_BLOCKED = "Notifications are blocked for this site: allow them in the browser's site settings, then try again.";
export const PERMISSION_DISMISSED = 'Notifications were not allowed. Press the button again and choose Allow.';
export const NO_SERVICE_WORKER = "The app's service worker is not running in this browser yet: reload the page, then try again.";

/** What to tell the person when turning notifications on or off failed, in the browser or on the server. */
export function pushErrorMessage(error: unknown): string {
  if (error instanceof PushSetupError) return error.message;
  if (!(error instanceof DOMException)) return readableServerError(error);
  if (error.name === 'NotAllowedError') return PERMISSION_BLOCKED;
  const detail = error.message ? ` (${error.message})` : '';
  return `This browser could not subscribe to notifications${detail}. Try again later, or use ntfy or e-mail.`;
}

/** "2 browsers are subscribed, this one too." */
export function subscribedBrowsersText(devices: number, isThisBrowser: boolean): string {
  if (devices === 0) return 'No browser is subscribed yet.';
  const count = devices === 1 ? '1 browser is subscribed' : `${devices} browsers are subscribed`;
  if (!isThisBrowser) return `${count}, not this one.`;
  return devices === 1 ? `${count}: this one.` : `${count}, this one too.`;
}
