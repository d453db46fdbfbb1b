import { coldLogCreateSchema, coldLogPatchSchema, coldLogSchema } from '@uh/core/cold-exposure/cold-exposure.schema';
import { listQuerySchema, logIdParamsSchema, userIdParamsSchema } from '@uh/core/protocols/protocols.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { RecordCompletion } from '../../lib/protocol-completion';
import { requireSession, sessionUserId } from '../../plugins/guards';
import { createColdLog, listColdLogs, patchColdLog } from './cold-exposure.service';

const list = z.array(coldLogSchema);

export function coldExposureRoutes(ctx: AppContext, recordCompletion: RecordCompletion): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/protocols/cold', { schema: { body: coldLogCreateSchema, response: { 201: coldLogSchema } } }, async (request, reply) =>
      reply.code(201).send(await createColdLog(ctx.db, requireSession(request).user, request.body, recordCompletion)),
    );

    // Without a user id the list is the caller's own; with one it must be the caller's.
    app.get('/api/protocols/cold', { schema: { querystring: listQuerySchema, response: { 200: list } } }, async (request) =>
      listColdLogs(ctx.db, sessionUserId(request), request.query),
    );

    app.get(
      '/api/protocols/cold/:userId',
      { schema: { params: userIdParamsSchema, querystring: listQuerySchema, response: { 200: list } } },
      async (request) => listColdLogs(ctx.db, sessionUserId(request), request.query),
    );

    app.patch(
      '/api/protocols/cold/:id',
      { schema: { params: logIdParamsSchema, body: coldLogPatchSchema, response: { 200: coldLogSchema } } },
      async (request) => patchColdLog(ctx.db, requireSession(request).user, request.params.id, request.body, recordCompletion),
    );
  };
}
