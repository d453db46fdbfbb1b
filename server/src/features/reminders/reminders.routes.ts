import { TEST_MESSAGE } from '@uh/core/reminders/reminders.logic';
import {
  CHANNEL_LABELS,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  reminderSettingsUpdateSchema,
  type ReminderSettingsView,
  reminderSettingsViewSchema,
  reminderTestSchema,
} from '@uh/core/reminders/reminders.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorLogFields } from '../../lib/error-log';
import { HttpError, tooManyRequests } from '../../lib/http-error';
import { createTokenCipher, loadSecretsKey } from '../../lib/token-cipher';
import { requireCookieSession } from '../../plugins/guards';
import { refuseDemoAccount } from '../../plugins/demo-account-guard';
import { DeliveryError } from './channels/channel';
import type { ReminderEmailKeys } from './reminder-email-keys';
import { reminderEmailRoutes } from './reminder-email.routes';
import type { ReminderSender } from './reminder-sender';
import type { Worker } from '../../workers/worker';
import {
  countPushSubscriptions,
  deletePushSubscription,
  findReminderSettings,
  savePushSubscription,
  saveReminderSettings,
  type StoredReminderSettings,
} from './reminders.service';

/** "Send a test" reaches outside servers: a few a minute per person is plenty. */
const TESTS_PER_MINUTE = 6;

// Only the person signed in to the app itself: never a personal access token.
const sessionOnly = { scope: null };

/**
 * Settings → Reminders (docs/reminders.md). The scheduler that sends them from this server is the
 * reminders worker (workers/app-workers.ts); its sender and e-mail keys serve the routes too.
 */
export function remindersRoutes(
  ctx: AppContext,
  scheduler: Worker & { sender: ReminderSender; emailKeys: ReminderEmailKeys },
): FastifyPluginAsyncZod {
  return async (app) => {
    const cipher = createTokenCipher(loadSecretsKey(ctx.config.secretsKey, ctx.config.dataDir));
    const { sender, emailKeys } = scheduler;
    app.addHook('onReady', async () => {
      // The VAPID key pair is made at first start (in the background), so browsers subscribe to one key from then on.
      void sender
        .vapidKeys()
        .catch((error: unknown) => app.log.error({ error: errorLogFields(error) }, 'Could not prepare the VAPID keys'));
    });

    async function viewOf(userId: number, timeZone: string, stored: StoredReminderSettings): Promise<ReminderSettingsView> {
      const [keys, devices] = await Promise.all([sender.vapidKeys(), countPushSubscriptions(ctx.db, userId)]);
      return {
        ...stored.settings,
        ntfyHasAccessToken: stored.sealedNtfyToken !== null,
        emailAvailable: sender.emailAvailable,
        emailConfirmedAddress: stored.emailConfirmedAddress,
        emailCodeSentTo: stored.emailCodeSentTo,
        webPushPublicKey: keys.publicKey,
        webPushDevices: devices,
        timeZone,
      };
    }

    await app.register(reminderEmailRoutes({ ctx, sender, keys: emailKeys, viewOf }));

    app.get('/api/reminders', { config: sessionOnly, schema: { response: { 200: reminderSettingsViewSchema } } }, async (request) => {
      const { user } = requireCookieSession(request);
      return viewOf(user.id, user.timeZone, await findReminderSettings(ctx.db, user.id));
    });

    app.put(
      '/api/reminders',
      { config: sessionOnly, schema: { body: reminderSettingsUpdateSchema, response: { 200: reminderSettingsViewSchema } } },
      async (request) => {
        const { user } = requireCookieSession(request);
        refuseDemoAccount(ctx.config, request, 'reminders');
        const stored = await saveReminderSettings(ctx.db, cipher, user.id, request.body, sender.emailAvailable);
        scheduler.kick();
        return viewOf(user.id, user.timeZone, stored);
      },
    );

    app.post(
      '/api/reminders/test',
      { config: sessionOnly, schema: { body: reminderTestSchema, response: { 200: z.object({ message: z.string() }) } } },
      async (request) => {
        const { user } = requireCookieSession(request);
        refuseDemoAccount(ctx.config, request, 'reminders');
        const attempts = await ctx.limiter.hit(`reminders:test:${user.id}`, 60_000);
        if (attempts.count > TESTS_PER_MINUTE)
          throw tooManyRequests('Too many tests: wait a minute and try again', attempts.retryAfterSeconds);
        const { channel } = request.body;
        const stored = await findReminderSettings(ctx.db, user.id);
        try {
          await sender.send(
            {
              userId: user.id,
              settings: stored.settings,
              sealedNtfyToken: stored.sealedNtfyToken,
              emailConfirmedAddress: stored.emailConfirmedAddress,
            },
            channel,
            TEST_MESSAGE,
          );
        } catch (error) {
          if (!(error instanceof DeliveryError)) throw error;
          // The person's own settings or the outside server failed, not this one: 422 for settings, 502 for the server.
          throw new HttpError(error.permanent ? 422 : 502, `${CHANNEL_LABELS[channel]}: ${error.message}`);
        }
        return { message: `Test sent to ${CHANNEL_LABELS[channel]}` };
      },
    );

    app.post(
      '/api/reminders/push-subscriptions',
      { config: sessionOnly, schema: { body: pushSubscriptionSchema, response: { 201: z.object({ webPushDevices: z.number().int() }) } } },
      async (request, reply) => {
        const { user } = requireCookieSession(request);
        refuseDemoAccount(ctx.config, request, 'reminders');
        await savePushSubscription(ctx.db, user.id, request.body);
        return reply.code(201).send({ webPushDevices: await countPushSubscriptions(ctx.db, user.id) });
      },
    );

    app.delete(
      '/api/reminders/push-subscriptions',
      { config: sessionOnly, schema: { body: pushUnsubscribeSchema } },
      async (request, reply) => {
        const { user } = requireCookieSession(request);
        await deletePushSubscription(ctx.db, user.id, request.body.endpoint);
        return reply.code(204).send();
      },
    );
  };
}
