import { recordId } from '@uh/core/common/storable.schema';
import {
  createdWebhookSchema,
  webhookCreateSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookPatchSchema,
} from '@uh/core/webhooks/webhooks.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { tooManyRequests } from '../../lib/http-error';
import { createTokenCipher, loadSecretsKey } from '../../lib/token-cipher';
import { requireCookieSession } from '../../plugins/guards';
import { refuseDemoAccount } from '../../plugins/demo-account-guard';
import { queueTestEvent } from './webhook-queue';
import { createWebhookWorker, type WebhookWorker } from './webhook-worker';
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks, patchWebhook } from './webhooks.service';

/** "Send test event" posts to an address the person chose: a few a minute, like the reminders' test. */
const TESTS_PER_MINUTE = 6;

// Only the person signed in to the app itself: never a personal access token.
const sessionOnly = { scope: null };
const idParams = z.object({ id: recordId() });

/** The delivery worker of this server (kicked whenever an event is queued). */
export function webhookWorkerFor(ctx: AppContext, log: FastifyBaseLogger): WebhookWorker {
  return createWebhookWorker({
    db: ctx.db,
    cipher: createTokenCipher(loadSecretsKey(ctx.config.secretsKey, ctx.config.dataDir)),
    allowPrivateNetworks: ctx.config.webhooks.allowPrivateNetworks,
    dailyDeliveryLimit: ctx.config.webhooks.dailyDeliveryLimit,
    pollMs: ctx.config.webhooks.pollMs,
    log,
  });
}

/** Settings → Webhooks (docs/webhooks.md): endpoints, their delivery log, and a test event. */
export function webhooksRoutes(ctx: AppContext, worker: WebhookWorker): FastifyPluginAsyncZod {
  const cipher = createTokenCipher(loadSecretsKey(ctx.config.secretsKey, ctx.config.dataDir));
  const rules = { allowHttp: ctx.config.webhooks.allowHttp };
  return async (app) => {
    app.get('/api/webhooks', { config: sessionOnly, schema: { response: { 200: z.array(webhookEndpointSchema) } } }, async (request) =>
      listWebhooks(ctx.db, requireCookieSession(request).user.id),
    );

    app.post(
      '/api/webhooks',
      {
        config: { ...sessionOnly, answerHoldsSecret: true },
        schema: { body: webhookCreateSchema, response: { 201: createdWebhookSchema } },
      },
      async (request, reply) => {
        const userId = requireCookieSession(request).user.id;
        refuseDemoAccount(ctx.config, request, 'webhooks');
        return reply.code(201).send(await createWebhook(ctx.db, cipher, userId, request.body, rules));
      },
    );

    app.patch(
      '/api/webhooks/:id',
      { config: sessionOnly, schema: { params: idParams, body: webhookPatchSchema, response: { 200: webhookEndpointSchema } } },
      async (request) => patchWebhook(ctx.db, requireCookieSession(request).user.id, request.params.id, request.body, rules),
    );

    app.delete('/api/webhooks/:id', { config: sessionOnly, schema: { params: idParams } }, async (request, reply) => {
      await deleteWebhook(ctx.db, requireCookieSession(request).user.id, request.params.id);
      return reply.code(204).send();
    });

    app.get(
      '/api/webhooks/:id/deliveries',
      { config: sessionOnly, schema: { params: idParams, response: { 200: z.array(webhookDeliverySchema) } } },
      async (request) => listDeliveries(ctx.db, requireCookieSession(request).user.id, request.params.id),
    );

    app.post(
      '/api/webhooks/:id/test',
      { config: sessionOnly, schema: { params: idParams, response: { 202: webhookDeliverySchema } } },
      async (request, reply) => {
        const userId = requireCookieSession(request).user.id;
        const attempts = await ctx.limiter.hit(`webhooks:test:${userId}`, 60_000);
        if (attempts.count > TESTS_PER_MINUTE) {
          throw tooManyRequests('Too many test events: wait a minute and try again', attempts.retryAfterSeconds);
        }
        const delivery = await queueTestEvent(ctx.db, userId, request.params.id, ctx.config.webhooks.dailyDeliveryLimit);
        worker.kick();
        return reply.code(202).send(delivery);
      },
    );
  };
}
