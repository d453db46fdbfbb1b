import { canKeepWidgetToken, keepWidgetTokenIn, restoreWidgetToken, setWidgetToken } from '#lib/widget-auth';

/**
 * Where a browser blocks storage in another site's frames (Safari, Firefox's strict mode,
 * Chromium with third-party cookies blocked), the widget's token lives in memory only: a reload or
 * a new tab asks for a sign-in again. The Storage Access API lets the person allow it: Chromium
 * hands over a session storage of its own (`sessionStorage: true`), other browsers open their
 * usual one to the frame. Asking needs a click.
 */
type StorageAccessHandle = { sessionStorage?: Storage };
type StorageAccessDocument = Document & {
  requestStorageAccess?: (types?: { sessionStorage: boolean }) => Promise<StorageAccessHandle | undefined>;
};

/** Whether this browser offers to ask (the Storage Access API exists). */
export const canAskForStorageAccess = () => typeof (document as StorageAccessDocument).requestStorageAccess === 'function';

/** Asks the browser (call it from a click): true once the widget can keep its token across reloads. */
export async function askForStorageAccess(): Promise<boolean> {
  const request = (document as StorageAccessDocument).requestStorageAccess;
  if (typeof request !== 'function') return false;
  try {
    const handle = await request.call(document, { sessionStorage: true }).catch(() => request.call(document));
    if (handle?.sessionStorage) keepWidgetTokenIn(handle.sessionStorage);
  } catch {
    return false;
  }
  return canKeepWidgetToken();
}

/**
 * After a reload where the person allowed storage before: the browser grants it again without a
 * click, and the token kept there signs the widget in.
 */
export async function restoreFromGrantedStorage(): Promise<void> {
  if (canKeepWidgetToken() || !canAskForStorageAccess()) return;
  try {
    const status = await navigator.permissions.query({ name: 'storage-access' as PermissionName });
    if (status.state !== 'granted' || !(await askForStorageAccess())) return;
  } catch {
    return;
  }
  const kept = restoreWidgetToken();
  if (kept !== null) setWidgetToken(kept);
}
