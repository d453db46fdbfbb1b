import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { elapsedMs, isRunning, pause, start, STOPPED, type StopwatchState } from '@uh/core/common/stopwatch.logic';
import { createStopwatchStore } from './stopwatch-store';

/**
 * A stopwatch that lives in localStorage (docs/product.md §4 timers; docs/design.md): its state is a pair of
 * timestamps from the core stopwatch, so the face is always `now - runningSince`, a reload
 * resumes a running watch, and a 1-second timeout only re-renders. Time comes from Date.now(),
 * which browser tests can fake.
 */

/** A running watch that has reached its cap stops there (30-30-30: auto-stop at 1800 s). */
export function settleAtCap(state: StopwatchState, now: number, capMs?: number): StopwatchState {
  if (capMs === undefined || !isRunning(state) || elapsedMs(state, now) < capMs) return state;
  return { accumulatedMs: capMs, runningSince: null };
}

/** Milliseconds until the face shows the next whole second. */
export function msUntilNextSecond(state: StopwatchState, now: number): number {
  return 1000 - (elapsedMs(state, now) % 1000);
}

/** Keys should start with this, e.g. `uh:stopwatch:cold:42`, so changes from other tabs are picked up. */
export const STORAGE_PREFIX = 'uh:stopwatch:';

const browserStorage = () => (typeof window === 'undefined' ? null : window.localStorage);
const store = createStopwatchStore(browserStorage);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key?.startsWith(STORAGE_PREFIX)) store.reload(event.key);
  });
}

export type Stopwatch = {
  state: StopwatchState;
  /** Whole seconds on the face (never above the cap). */
  seconds: number;
  running: boolean;
  start: () => void;
  /** Stops counting and returns the whole seconds it stopped at. */
  pause: () => number;
  reset: () => void;
};

/**
 * `storageKey` should include the user id (e.g. `uh:stopwatch:cold:42`) so two people sharing a
 * browser do not share a timer. `capSeconds` stops the watch by itself when reached.
 */
export function useStopwatch({ storageKey, capSeconds }: { storageKey: string; capSeconds?: number }): Stopwatch {
  const capMs = capSeconds === undefined ? undefined : capSeconds * 1000;
  const state = useSyncExternalStore(
    useCallback((listener: () => void) => store.subscribe(storageKey, listener), [storageKey]),
    () => store.get(storageKey),
    () => STOPPED,
  );
  const [now, setNow] = useState(() => Date.now());
  const running = isRunning(state);

  // Re-render on each new second while running; the time itself always comes from the state.
  useEffect(() => {
    if (!running) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      const latest = store.get(storageKey);
      const settled = settleAtCap(latest, current, capMs);
      setNow(current);
      if (settled !== latest) store.set(storageKey, settled);
      else timer = setTimeout(tick, msUntilNextSecond(latest, current));
    };
    timer = setTimeout(tick, msUntilNextSecond(state, Date.now()));
    return () => clearTimeout(timer);
  }, [running, state, storageKey, capMs]);

  const seconds = Math.floor(elapsedMs(settleAtCap(state, now, capMs), now, capMs) / 1000);

  return {
    state,
    seconds,
    running: running && (capMs === undefined || elapsedMs(state, now) < capMs),
    start: () => {
      const current = Date.now();
      setNow(current);
      const latest = store.get(storageKey);
      if (capMs !== undefined && elapsedMs(latest, current) >= capMs) return;
      store.set(storageKey, start(latest, current));
    },
    pause: () => {
      const current = Date.now();
      setNow(current);
      const paused = pause(store.get(storageKey), current, capMs);
      store.set(storageKey, paused);
      return Math.floor(paused.accumulatedMs / 1000);
    },
    reset: () => {
      setNow(Date.now());
      store.set(storageKey, STOPPED);
    },
  };
}
