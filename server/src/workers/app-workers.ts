import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { writeDemoSample } from '../demo-sample';
import { scheduleDemoResets } from '../features/auth/demo-reset';
import { createReminderEmailKeys, type ReminderEmailKeys } from '../features/reminders/reminder-email-keys';
import { createReminderScheduler } from '../features/reminders/reminder-scheduler';
import { createReminderSender, type ReminderSender } from '../features/reminders/reminder-sender';
import { createImportThread, type ImportThread } from '../features/settings/account-import-thread';
import { createImportRunner, importsDirOf, type ImportRunner } from '../features/wearables/apple-health-import.job';
import { createWearableSyncer } from '../features/wearables/wearable-syncer';
import { webhookWorkerFor } from '../features/webhooks/webhooks.routes';
import { errorLogFields } from '../lib/error-log';
import { createTokenCipher, loadSecretsKey } from '../lib/token-cipher';
import { createWearableClients, type WearableClients } from '../providers/wearables/wearable-clients';
import { idleWorker, type Worker } from './worker';

/** Every worker of this server, with what the routes that queue work for them need. */
export type AppWorkers = {
  reminders: Worker & { sender: ReminderSender; emailKeys: ReminderEmailKeys };
  webhooks: Worker;
  wearableSync: Worker & { clients: WearableClients };
  appleHealthImports: Worker & { runner: ImportRunner };
  accountImports: Worker & { thread: ImportThread };
  demoResets: Worker;
  /** All of the above, in the order they start. */
  list: readonly Worker[];
};

export type AppWorkersOptions = {
  /**
   * The server process itself: it resumes the Apple Health imports a stopped server left in its
   * data folder and resets the demo account nightly. Test apps share one database and folders, so
   * they leave both off.
   */
  serverProcess: boolean;
};

function remindersWorker(ctx: AppContext, log: FastifyBaseLogger): AppWorkers['reminders'] {
  const secretsKey = loadSecretsKey(ctx.config.secretsKey, ctx.config.dataDir);
  const emailKeys = createReminderEmailKeys(secretsKey);
  const { reminders } = ctx.config;
  const sender = createReminderSender({
    db: ctx.db,
    cipher: createTokenCipher(secretsKey),
    publicUrl: ctx.config.publicUrl,
    smtp: reminders.smtp,
    vapidSubject: reminders.vapidSubject,
    ntfyAllowPrivateNetworks: reminders.ntfyAllowPrivateNetworks,
    emailKeys,
  });
  const scheduler = createReminderScheduler({ db: ctx.db, sender, pollMs: reminders.pollMs, log });
  return {
    ...scheduler,
    sender,
    emailKeys,
    async close() {
      await scheduler.close();
      sender.close();
    },
  };
}

function wearableSyncWorker(ctx: AppContext, log: FastifyBaseLogger): AppWorkers['wearableSync'] {
  const clients = createWearableClients(ctx.config.wearables);
  const cipher = createTokenCipher(loadSecretsKey(ctx.config.secretsKey, ctx.config.dataDir));
  const syncer = createWearableSyncer({ db: ctx.db, cipher, clients, intervalMs: ctx.config.wearables.syncIntervalMs, log });
  return { ...syncer, clients };
}

function appleHealthImportsWorker(ctx: AppContext, log: FastifyBaseLogger, options: AppWorkersOptions): AppWorkers['appleHealthImports'] {
  const runner = createImportRunner({ db: ctx.db, log, importsDir: importsDirOf(ctx.config.dataDir) });
  return {
    name: 'apple-health-imports',
    runner,
    // Imports a stopped server left unfinished are read again when their upload is still on disk;
    // in the background, so the server does not wait for the files to be checked.
    start: () => {
      if (!options.serverProcess) return;
      runner.resume().catch((error: unknown) => log.error({ error: errorLogFields(error) }, 'Could not resume Apple Health imports'));
    },
    // Jobs are handed over by id (runner.enqueue) when their upload is saved.
    kick: () => {},
    close: () => runner.close(),
  };
}

function accountImportsWorker(): AppWorkers['accountImports'] {
  // Import files are parsed and checked in a thread of their own, started with the first one.
  const thread = createImportThread();
  return { ...idleWorker('account-imports'), thread, close: () => thread.close() };
}

function demoResetsWorker(ctx: AppContext, log: FastifyBaseLogger, options: AppWorkersOptions): Worker {
  const demo = ctx.config.demoAccount;
  if (!demo || !options.serverProcess) return idleWorker('demo-resets');
  let stop = () => {};
  return {
    name: 'demo-resets',
    start: () => {
      stop = scheduleDemoResets(ctx.db, demo, writeDemoSample, log);
    },
    // A reset deletes what visitors added: it runs only at its hour, never on demand.
    kick: () => {},
    close: async () => stop(),
  };
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
