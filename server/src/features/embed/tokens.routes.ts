import { recordId } from '@uh/core/common/storable.schema';
import { createdTokenSchema, embedTokenCreateSchema, tokenSummarySchema } from '@uh/core/embed/embed-tokens.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireCookieSession } from '../../plugins/guards';
import { refuseDemoAccount } from '../../plugins/demo-account-guard';
import { createApiToken, listTokens, revokeToken } from './api-tokens.service';

const tokenIdParamsSchema = z.object({ id: recordId() });

// Only the person signed in to the app itself: never a personal access token.
const sessionOnly = { scope: null };

/** Settings → Embeds & tokens: signed in to the app itself only, never with a token. */
export function tokensRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/tokens',
      {
        config: { ...sessionOnly, answerHoldsSecret: true },
        schema: { body: embedTokenCreateSchema, response: { 201: createdTokenSchema } },
      },
      async (request, reply) => {
        refuseDemoAccount(ctx.config, request, 'tokens');
        return reply.code(201).send(await createApiToken(ctx.db, requireCookieSession(request).user.id, request.body));
      },
    );

    app.get('/api/tokens', { config: sessionOnly, schema: { response: { 200: z.array(tokenSummarySchema) } } }, async (request) =>
      listTokens(ctx.db, requireCookieSession(request).user.id),
    );

    app.delete('/api/tokens/:id', { config: sessionOnly, schema: { params: tokenIdParamsSchema } }, async (request, reply) => {
      await revokeToken(ctx.db, requireCookieSession(request).user.id, request.params.id);
      return reply.code(204).send();
    });
  };
}
