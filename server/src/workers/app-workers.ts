import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { createImportThread } from '../features/settings/account-import-thread';
import { webhookWorkerFor } from '../features/webhooks/webhooks.routes';
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

/** Builds every worker of this server; app.ts starts them when the app is ready and closes them with it. */
export function createAppWorkers(ctx: AppContext, log: FastifyBaseLogger, options: AppWorkersOptions): AppWorkers {
  const workers = {
    reminders: remindersWorker(ctx, log),
    webhooks: webhookWorkerFor(ctx, log),
    wearableSync: wearableSyncWorker(ctx, log),
    appleHealthImports: appleHealthImportsWorker(ctx, log, options),
    accountImports: accountImportsWorker(),
    demoResets: demoResetsWorker(ctx, log, options),
  };
  return { ...workers, list: Object.values(workers) };
}
