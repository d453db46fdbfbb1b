import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { createImportThread } from '../features/settings/account-import-thread';
import { webhookWorkerFor } from '../features/webhooks/webhooks.routes';
import type { InsightsPorts } from '../features/insights/insights-ports';
import type { ReminderPorts } from '../features/reminders/reminder-ports';
import type { DayStepsPort } from '../features/wearables/imported-readings.service';
import { appleHealthImportsWorker } from './apple-health-imports-worker';
import type { AppWorkers, AppWorkersOptions } from './app-workers-types';
import type { AppEventBus } from '../lib/app-events';
import { backupsWorker } from './backups-worker';
import { demoResetsWorker } from './demo-resets-worker';
import { experimentsWorker } from './experiments-worker';
import { insightsWorker } from './insights-worker';
import { remindersWorker } from './reminders-worker';
import { wearableSyncWorker } from './wearable-sync-worker';
import { idleWorker } from './worker';

function accountImportsWorker(): AppWorkers['accountImports'] {
  // Import files are parsed and checked in a thread of their own, started with the first one.
  const thread = createImportThread();
  return { ...idleWorker('account-imports'), thread, close: () => thread.close() };
}

/** How the workers reach other features, bound beside app.ts. */
export type WorkerPorts = {
  /** Where the days' steps a sync or an import brings go. */
  onDaySteps: DayStepsPort;
  /** The person's own protocols, as the nightly insights read them. */
  insights: InsightsPorts;
  /** Own protocols' day states, as a reminder checks them when it is sent. */
  reminders: ReminderPorts;
  /** Where an experiment's end is told (`experiment.finished`, queued as a webhook). */
  events: AppEventBus;
};

/** Builds every worker of this server; app.ts starts them when the app is ready and closes them with it. */
export function createAppWorkers(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: AppWorkersOptions,
  { onDaySteps, insights, reminders, events }: WorkerPorts,
): AppWorkers {
  const workers = {
    reminders: remindersWorker(ctx, log, reminders),
    webhooks: webhookWorkerFor(ctx, log),
    wearableSync: wearableSyncWorker(ctx, log, onDaySteps),
    appleHealthImports: appleHealthImportsWorker(ctx, log, options, onDaySteps),
    accountImports: accountImportsWorker(),
    demoResets: demoResetsWorker(ctx, log, options),
    insights: insightsWorker(ctx, log, options, insights),
    experiments: experimentsWorker(ctx, log, options, { protocols: insights, events }),
    backups: backupsWorker(ctx, log, options),
  };
  return { ...workers, list: Object.values(workers) };
}
