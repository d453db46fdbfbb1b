import type { Database } from '../../db/client';
import { errorLogFields, type ErrorLogFields } from '../../lib/error-log';
import type { DemoAccount, WriteDemoSample } from './demo-account';
import { resetDemoAccount } from './demo-reset';

const DAY_MS = 24 * 3600_000;
const RESET_HOUR_UTC = 3;

/** Milliseconds from `now` to the next 03:00 UTC (a full day when it is 03:00 exactly). */
export function msUntilNextReset(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), RESET_HOUR_UTC);
  return next > now.getTime() ? next - now.getTime() : next + DAY_MS - now.getTime();
}

type ResetLog = { info: (message: string) => void; error: (details: { error: ErrorLogFields }, message: string) => void };

/**
 * Resets the demo account at the next 03:00 UTC and every 24 hours after, for as long as the
 * process runs (the timers never keep it alive). Returns the function that stops them.
 */
export function scheduleDemoResets(db: Database, demo: DemoAccount, writeDemoSample: WriteDemoSample, log: ResetLog): () => void {
  const run = () =>
    resetDemoAccount(db, demo, writeDemoSample).then(
      (isReset) => isReset && log.info(`Demo account "${demo.username}" reset to its sample data`),
      (error: unknown) => log.error({ error: errorLogFields(error) }, 'Could not reset the demo account'),
    );
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void run();
    interval = setInterval(() => void run(), DAY_MS).unref();
  }, msUntilNextReset(new Date())).unref();
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
