import { listQuerySchema, logIdParamsSchema, userIdParamsSchema } from '@uh/core/protocols/protocols.schema';
import {
  thirtyLogCreateSchema,
  thirtyLogLegacyCreateSchema,
  thirtyLogPatchSchema,
  thirtyLogSchema,
} from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { RecordCompletion } from '../../lib/protocol-completion';
import { requireSession, sessionUserId } from '../../plugins/guards';
import { completeThirtyLog, createThirtyLog, listThirtyLogs } from './thirty-thirty-thirty.service';

const list = z.array(thirtyLogSchema);

export function thirtyThirtyThirtyRoutes(ctx: AppContext, recordCompletion: RecordCompletion): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/protocols/thirty',
      { schema: { body: thirtyLogCreateSchema, response: { 201: thirtyLogSchema } } },
      async (request, reply) =>
        reply.code(201).send(await createThirtyLog(ctx.db, requireSession(request).user, request.body, recordCompletion)),
    );

    app.get(
      '/api/protocols/thirty/:userId',
      { schema: { params: userIdParamsSchema, querystring: listQuerySchema, response: { 200: list } } },
      async (request) => listThirtyLogs(ctx.db, sessionUserId(request), request.query),
    );

    // The alternate family (spec §7): same table and service.
    app.get('/api/thirty-thirty-thirty-logs', { schema: { querystring: listQuerySchema, response: { 200: list } } }, async (request) =>
      listThirtyLogs(ctx.db, sessionUserId(request), request.query),
    );

    app.post(
      '/api/thirty-thirty-thirty-logs',
      { schema: { body: thirtyLogLegacyCreateSchema, response: { 201: thirtyLogSchema } } },
      async (request, reply) =>
        reply.code(201).send(await createThirtyLog(ctx.db, requireSession(request).user, request.body, recordCompletion)),
    );

    app.patch(
      '/api/thirty-thirty-thirty-logs/:id',
      { schema: { params: logIdParamsSchema, body: thirtyLogPatchSchema, response: { 200: thirtyLogSchema } } },
      async (request) => completeThirtyLog(ctx.db, requireSession(request).user, request.params.id, recordCompletion),
    );
  };
}
