import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { createImportThread } from '../features/settings/account-import-thread';
import { webhookWorkerFor } from '../features/webhooks/webhooks.routes';
import type { DayStepsPort } from '../features/wearables/imported-readings.service';
import { appleHealthImportsWorker } from './apple-health-imports-worker';
import type { AppWorkers, AppWorkersOptions } from './app-workers-types';
import { demoResetsWorker } from './demo-resets-worker';
import { remindersWorker } from './reminders-worker';
import { wearableSyncWorker } from './wearable-sync-worker';
import { idleWorker } from './worker';

function accountImportsWorker(): AppWorkers['accountImports'] {
  // Import files are parsed and checked in a thread of their own, started with the first one.
  const thread = createImportThread();
  return { ...idleWorker('account-imports'), thread, close: () => thread.close() };
}

/**
 * Builds every worker of this server; app.ts starts them when the app is ready and closes them with
 * it. The days' steps a sync or an import brings go to `onDaySteps` (bound beside app.ts).
 */
export function createAppWorkers(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: AppWorkersOptions,
  onDaySteps: DayStepsPort,
): AppWorkers {
  const workers = {
    reminders: remindersWorker(ctx, log),
    webhooks: webhookWorkerFor(ctx, log),
    wearableSync: wearableSyncWorker(ctx, log, onDaySteps),
    appleHealthImports: appleHealthImportsWorker(ctx, log, options, onDaySteps),
    accountImports: accountImportsWorker(),
    demoResets: demoResetsWorker(ctx, log, options),
  };
  return { ...workers, list: Object.values(workers) };
}
