import { parseStopwatch, STOPPED, type StopwatchState } from '@uh/core/common/stopwatch.logic';

// Stopwatch states kept in localStorage under their keys, so a reload resumes a running watch.

type Listener = () => void;

/** The storage a store reads and writes; window.localStorage in the app. */
export type StopwatchStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type StopwatchStore = {
  get: (key: string) => StopwatchState;
  set: (key: string, state: StopwatchState) => void;
  subscribe: (key: string, listener: Listener) => () => void;
  /** Re-reads a key after another tab changed it. */
  reload: (key: string) => void;
};

/** One cached state per key, so useSyncExternalStore sees the same object until it changes. */
export function createStopwatchStore(storage: () => StopwatchStorage | null): StopwatchStore {
  const cache = new Map<string, StopwatchState>();
  const listeners = new Map<string, Set<Listener>>();

  const read = (key: string): StopwatchState => {
    try {
      const raw = storage()?.getItem(key);
      return raw ? parseStopwatch(JSON.parse(raw)) : STOPPED;
    } catch {
      return STOPPED; // unreadable storage or malformed JSON: a stopped watch
    }
  };
  const notify = (key: string) => listeners.get(key)?.forEach((listener) => listener());

  return {
    get(key) {
      let state = cache.get(key);
      if (!state) {
        state = read(key);
        cache.set(key, state);
      }
      return state;
    },
    set(key, state) {
      cache.set(key, state);
      try {
        if (state.accumulatedMs === 0 && state.runningSince === null) storage()?.removeItem(key);
        else storage()?.setItem(key, JSON.stringify(state));
      } catch {
        // Storage full or blocked: the watch still works for this page view.
      }
      notify(key);
    },
    subscribe(key, listener) {
      const set = listeners.get(key) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
      };
    },
    reload(key) {
      cache.set(key, read(key));
      notify(key);
    },
  };
}
