import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { createReminderEmailKeys } from '../features/reminders/reminder-email-keys';
import type { ReminderPorts } from '../features/reminders/reminder-ports';
import { createReminderScheduler } from '../features/reminders/reminder-scheduler';
import { createReminderSender } from '../features/reminders/reminder-sender';
import { createTokenCipher, loadSecretsKey } from '../lib/token-cipher';
import type { AppWorkers } from './app-workers-types';

/** Plans and delivers reminders, with the sender and e-mail keys the reminder routes use. */
export function remindersWorker(ctx: AppContext, log: FastifyBaseLogger, ports: ReminderPorts): AppWorkers['reminders'] {
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
  const scheduler = createReminderScheduler({ db: ctx.db, sender, ports, pollMs: reminders.pollMs, log });
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
