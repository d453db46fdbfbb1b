import type { AppContext } from '../../app-context';
import { conflict, tooManyRequests } from '../../lib/http-error';

export const IMPORT_IN_PROGRESS = 'An import into your account is already running: wait for it to finish, then try again.';
export const IMPORT_RATE_LIMITED = 'Too many imports in the last hour. Please wait and try again.';
const HOUR_MS = 3600_000;

/** Hands out at most `size` slots; later callers wait their turn, first come first served. */
function createSemaphore(size: number) {
  let inUse = 0;
  const waiting: (() => void)[] = [];
  return {
    inUse: () => inUse,
    async acquire(): Promise<() => void> {
      if (inUse < size) inUse += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve)); // the releaser hands its slot over
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        const next = waiting.shift();
        if (next) next();
        else inUse -= 1;
      };
    },
  };
}

/**
 * What keeps imports from taking the server down: one at a time per account, a few per hour per
 * person, and at most `dbConnections` running at once in this process. A running import holds one
 * pool connection (its transaction), so ordinary requests always keep the rest of the pool.
 */
export function createImportGuard(ctx: Pick<AppContext, 'config' | 'limiter'>) {
  const running = new Set<number>();
  const budget = createSemaphore(ctx.config.accountImport.dbConnections);
  return {
    /** Imports holding (or about to hold) a database connection now. */
    connectionsInUse: budget.inUse,

    /** Before the body is read: a refusal costs nothing. Only attempts that may run are counted. */
    async admit(userId: number): Promise<void> {
      if (running.has(userId)) throw conflict(IMPORT_IN_PROGRESS);
      const state = await ctx.limiter.hit(`account-import:${userId}`, HOUR_MS);
      if (state.count > ctx.config.accountImport.perHour) throw tooManyRequests(IMPORT_RATE_LIMITED, state.retryAfterSeconds);
    },

    /** Runs one import of the account when a slot is free; 409 while another of the account's runs. */
    async run<T>(userId: number, work: () => Promise<T>): Promise<T> {
      if (running.has(userId)) throw conflict(IMPORT_IN_PROGRESS);
      running.add(userId);
      try {
        const release = await budget.acquire();
        try {
          return await work();
        } finally {
          release();
        }
      } finally {
        running.delete(userId);
      }
    },
  };
}

export type ImportGuard = ReturnType<typeof createImportGuard>;

// One guard per app, as the routes of one app share its budget.
const guards = new WeakMap<AppContext, ImportGuard>();
export function importGuardFor(ctx: AppContext): ImportGuard {
  let guard = guards.get(ctx);
  if (!guard) {
    guard = createImportGuard(ctx);
    guards.set(ctx, guard);
  }
  return guard;
}
