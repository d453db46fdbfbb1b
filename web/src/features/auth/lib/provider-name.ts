// The provider's name outlives the page: offline (or before the server answers) the sign-in page
// still names the operator's provider rather than a default.
const STORAGE_KEY = 'uh.oidcProviderName';
export const DEFAULT_PROVIDER_NAME = 'Google';

type NameStore = Pick<Storage, 'getItem' | 'setItem'>;

const browserStorage = (): NameStore | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
};

/** The name the server gave last time, or Google when it never answered on this device. */
export function rememberedProviderName(store: NameStore | null = browserStorage()): string {
  try {
    return store?.getItem(STORAGE_KEY) || DEFAULT_PROVIDER_NAME;
  } catch {
    return DEFAULT_PROVIDER_NAME;
  }
}

/** Keeps the name the server just gave (OIDC_PROVIDER_NAME). */
export function rememberProviderName(name: string, store: NameStore | null = browserStorage()): void {
  try {
    if (store?.getItem(STORAGE_KEY) !== name) store?.setItem(STORAGE_KEY, name);
  } catch {
    // A full or blocked storage only costs the offline page its name.
  }
}
