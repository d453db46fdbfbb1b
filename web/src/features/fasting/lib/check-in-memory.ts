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
