export type Poller = {
  /** Runs a round now rather than at the next tick (after a write that queued work). */
  kick(): void;
  /** Stops the ticks and waits for the round in progress. */
  close(): Promise<void>;
};

/**
 * Runs `round` every `pollMs` and whenever kicked, one round at a time: a kick during a round asks
 * for another one right after it, so work queued meanwhile is not left for the next tick.
 * `pollMs` 0: never runs (this server leaves the work to another one sharing the database).
 */
export function createPoller(
  round: (isClosed: () => boolean) => Promise<void>,
  options: { pollMs: number; onError: (error: unknown) => void },
): Poller {
  if (options.pollMs === 0) return { kick: () => {}, close: async () => {} };
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const isClosed = () => closed;

  async function rounds() {
    do {
      again = false;
      await round(isClosed);
    } while (again && !closed);
  }

  function kick() {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = rounds()
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  }

  const timer = setInterval(kick, options.pollMs);
  timer.unref();
  return {
    kick,
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}
