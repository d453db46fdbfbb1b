import { createPoller } from '../lib/poller';

/**
 * One piece of background work of this server. Every worker follows one lifecycle: the app starts
 * them all once it is ready and closes them all when it shuts down (app.workers).
 */
export type Worker = {
  readonly name: string;
  /** Takes up what is due or was left by a stopped server; called once, when the app is ready. */
  start(): void | Promise<void>;
  /** Looks for work now rather than at the next poll (after a write that queued some). */
  kick(): void;
  /** Stops looking for work and waits for the work in progress. */
  close(): Promise<void>;
};

/** A worker with nothing to run on this server: the same shape, so the list needs no special cases. */
export function idleWorker(name: string): Worker {
  return { name, start: () => {}, kick: () => {}, close: async () => {} };
}

/**
 * The one loop every polling worker shares: a round every `pollMs`, at start and whenever kicked,
 * one round at a time (lib/poller.ts). Each round claims its rows with FOR UPDATE SKIP LOCKED and a
 * lease, so servers sharing the database never take the same row and a crashed server's lease runs
 * out. `pollMs` 0: this server runs none (another one sharing the database does).
 */
export function pollingWorker(
  name: string,
  round: (isClosed: () => boolean) => Promise<void>,
  options: { pollMs: number; onError: (error: unknown) => void },
): Worker & { kick: () => void } {
  const poller = createPoller(round, options);
  return { name, start: poller.kick, kick: poller.kick, close: poller.close };
}
