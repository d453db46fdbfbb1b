/**
 * The token an embedded widget signs in with (docs/embedding.md). Inside another site's frame the
 * app's session cookie is not sent (third-party cookies), so the widget holds a bearer token: from
 * the sign-in popup (a widget token) or from the host page (an embed token, AUTH_TOKEN).
 *
 * It lives in memory and, where the browser allows it, in sessionStorage (partitioned per host
 * site, gone with the tab) so a reload inside the frame stays signed in. Never localStorage: a
 * token must not outlive the visit nor be readable by the app's own pages in other tabs.
 */

const STORAGE_KEY = 'uh.widgetToken';

let token: string | null = null;
const listeners = new Set<(token: string | null) => void>();
/** The session storage the Storage Access API handed over, where the browser's own is blocked in frames. */
let grantedStorage: Storage | null = null;

/** sessionStorage, or null where the browser refuses it (blocked storage in a frame throws). */
function storage(): Storage | null {
  if (grantedStorage !== null) return grantedStorage;
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Whether a token survives a reload here: false where the browser blocks storage in this frame. */
export function canKeepWidgetToken(): boolean {
  const probe = `${STORAGE_KEY}.probe`;
  try {
    const kept = storage();
    if (kept === null) return false;
    kept.setItem(probe, '1');
    kept.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/** Keeps the token in the storage the browser granted access to from now on (and the one held now). */
export function keepWidgetTokenIn(granted: Storage): void {
  grantedStorage = granted;
  if (token !== null) store(token);
}

function store(value: string | null) {
  try {
    if (value === null) storage()?.removeItem(STORAGE_KEY);
    else storage()?.setItem(STORAGE_KEY, value);
  } catch {
    // Storage full or refused: the token stays in memory only.
  }
}

export const getWidgetToken = () => token;

/** Only widget mode calls this: the app's own pages sign in with the cookie and never restore a token. */
export function restoreWidgetToken(): string | null {
  if (token === null) {
    try {
      token = storage()?.getItem(STORAGE_KEY) ?? null;
    } catch {
      token = null;
    }
  }
  return token;
}

export function setWidgetToken(value: string): void {
  token = value;
  store(value);
  for (const listener of listeners) listener(token);
}

export function clearWidgetToken(): void {
  if (token === null) return;
  token = null;
  store(null);
  for (const listener of listeners) listener(null);
}

/** Called after the token changes (signed in by a token, or the token was refused). */
export function onWidgetTokenChange(listener: (token: string | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The header every API call carries while a token is held. */
export const widgetAuthHeaders = (): Record<string, string> => (token === null ? {} : { Authorization: `Bearer ${token}` });

// A widget reloaded inside its frame stays signed in: the token is restored before the first
// request (the session is asked for while the page's code downloads). Only widget pages
// (/embed, /embed/…) do this; the app's own pages sign in with the cookie alone.
if (typeof window !== 'undefined' && /^\/embed(\/|$)/.test(window.location.pathname)) restoreWidgetToken();
