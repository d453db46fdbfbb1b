import {
  receivedShareSchema,
  shareAccessQuerySchema,
  shareAccessSchema,
  shareGrantCreateSchema,
  shareGrantParamsSchema,
  shareGrantPatchSchema,
  shareGrantSchema,
} from '@uh/core/sharing/share-grants.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireCookieSession } from '../../plugins/guards';
import { listAccess } from './share-access.storage';
import { acceptGrant, createGrant, endGrant, listGrants, listReceived, patchGrant } from './share-grants.storage';

/**
 * Sharing → the grants a person gives and receives (docs/sharing.md). Only the signed-in app
 * manages them: no personal access token reaches these routes.
 */
export function shareGrantsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const sessionOnly = { scope: null } as const;
    const one = { params: shareGrantParamsSchema };
    const me = (request: Parameters<typeof requireCookieSession>[0]) => requireCookieSession(request).user.id;

    app.get('/api/sharing/grants', { config: sessionOnly, schema: { response: { 200: z.array(shareGrantSchema) } } }, async (request) =>
      listGrants(ctx.db, me(request)),
    );

    app.post(
      '/api/sharing/grants',
      { config: sessionOnly, schema: { body: shareGrantCreateSchema, response: { 201: shareGrantSchema } } },
      async (request, reply) => reply.code(201).send(await createGrant(ctx.db, me(request), request.body)),
    );

    app.patch(
      '/api/sharing/grants/:id',
      { config: sessionOnly, schema: { ...one, body: shareGrantPatchSchema, response: { 200: shareGrantSchema } } },
      async (request) => patchGrant(ctx.db, me(request), request.params.id, request.body),
    );

    app.delete('/api/sharing/grants/:id', { config: sessionOnly, schema: one }, async (request, reply) => {
      await endGrant(ctx.db, 'owner', me(request), request.params.id);
      return reply.code(204).send();
    });

    app.get(
      '/api/sharing/grants/:id/access',
      { config: sessionOnly, schema: { ...one, querystring: shareAccessQuerySchema, response: { 200: z.array(shareAccessSchema) } } },
      async (request) => listAccess(ctx.db, me(request), request.params.id, request.query.before),
    );

    app.get(
      '/api/sharing/received',
      { config: sessionOnly, schema: { response: { 200: z.array(receivedShareSchema) } } },
      async (request) => listReceived(ctx.db, me(request)),
    );

    app.post(
      '/api/sharing/received/:id/accept',
      { config: sessionOnly, schema: { ...one, response: { 200: receivedShareSchema } } },
      async (request) => acceptGrant(ctx.db, me(request), request.params.id),
    );

    app.delete('/api/sharing/received/:id', { config: sessionOnly, schema: one }, async (request, reply) => {
      await endGrant(ctx.db, 'grantee', me(request), request.params.id);
      return reply.code(204).send();
    });
  };
}
