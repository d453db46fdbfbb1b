import { useSyncExternalStore } from 'react';

// "Keep going" on the check-in is remembered per fast on this device, so it does not come back on
// every visit; a new fast checks in again.
const KEY = 'uh.fast-check-in.kept-going';

export function hasKeptGoing(fastId: number): boolean {
  try {
    return window.localStorage.getItem(KEY) === String(fastId);
  } catch {
    return false;
  }
}

export function rememberKeptGoing(fastId: number): void {
  try {
    window.localStorage.setItem(KEY, String(fastId));
  } catch {
    // Storage may be unavailable (private mode): the check-in then shows again next visit.
  }
}

const followStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/**
 * Whether "Keep going" was chosen for `fastId` on this device. The server cannot know, so the page
 * it renders (and the browser's first render) takes it as chosen: a check-in the person dismissed
 * never flashes back on a reload; one still due appears as soon as the browser has read its memory.
 */
export function useHasKeptGoing(fastId: number | undefined): boolean {
  return useSyncExternalStore(
    followStorage,
    () => fastId !== undefined && hasKeptGoing(fastId),
    () => true,
  );
}
