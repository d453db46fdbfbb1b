import type { MoonshineThread } from './moonshine-thread';

export type ModelState = 'unloaded' | 'loading' | 'ready' | 'failed';

export type ModelResidency = {
  state: () => ModelState;
  /** Starts the model's thread unless it runs; resolves with the load time in milliseconds. */
  load: () => Promise<number>;
  /** Runs `work` with the model kept in memory, however long it takes. */
  whileInUse: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/**
 * The speech model's thread, in memory only while people record: started by the first use, and
 * ended after `idleMs` without one, so a server nobody records on gives the model's memory back
 * (about 145 MB for base). The next use starts it again. With `idleMs` 0 it stays once loaded.
 */
export function createModelResidency(thread: MoonshineThread, idleMs: number, log: (message: string) => void = () => {}): ModelResidency {
  let state: ModelState = 'unloaded';
  let usersCount = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  /** A load waits for the unload before it, so the old thread is gone before a new one starts. */
  let unloading: Promise<void> | null = null;

  function unload() {
    state = 'unloaded';
    log(`speech model unloaded after ${idleMs / 60_000} min without a recording`);
    unloading = thread.close().finally(() => (unloading = null));
  }

  function startIdleCountdown() {
    clearTimeout(idleTimer);
    if (idleMs === 0 || usersCount > 0 || state !== 'ready') return;
    idleTimer = setTimeout(unload, idleMs);
    // An idle model does not keep a stopping process alive.
    idleTimer.unref();
  }

  async function load(): Promise<number> {
    if (state !== 'ready') state = 'loading';
    try {
      if (unloading) await unloading;
      const loadMs = await thread.load();
      if (state !== 'ready') log(`speech model loaded in ${(loadMs / 1000).toFixed(1)} s`);
      state = 'ready';
      return loadMs;
    } catch (error) {
      state = 'failed';
      throw error;
    } finally {
      startIdleCountdown();
    }
  }

  return {
    state: () => state,
    load,
    async whileInUse(work) {
      usersCount += 1;
      clearTimeout(idleTimer);
      try {
        return await work();
      } finally {
        usersCount -= 1;
        startIdleCountdown();
      }
    },
    async close() {
      clearTimeout(idleTimer);
      await unloading;
      await thread.close();
    },
  };
}
