import { coldLogCreateSchema, coldLogPatchSchema, coldLogSchema } from '@uh/core/cold-exposure/cold-exposure.schema';
import { deletedLogSchema, listQuerySchema, logIdParamsSchema, userIdParamsSchema } from '@uh/core/protocols/protocols.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { SyncChecklist } from '../../lib/protocol-completion';
import { requireSession, sessionUserId } from '../../plugins/guards';
import { createColdLog, deleteColdLog, listColdLogs, patchColdLog } from './cold-exposure.service';

// Reachable with a widget token as well: the embeddable features (docs/decisions/0016).
const widget = { widget: true };
const logRead = { ...widget, scope: 'logs:read' } as const;
// A log write never changes the account or its sessions: the writer keeps their cached session.
const logWrite = { ...widget, accountUnchanged: true, scope: 'logs:write' } as const;

const list = z.array(coldLogSchema);

export function coldExposureRoutes(ctx: AppContext, syncChecklist: SyncChecklist): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/protocols/cold',
      { config: logWrite, schema: { body: coldLogCreateSchema, response: { 201: coldLogSchema } } },
      async (request, reply) =>
        reply.code(201).send(await createColdLog(ctx.db, requireSession(request).user, request.body, syncChecklist)),
    );

    // Without a user id the list is the caller's own; with one it must be the caller's.
    app.get(
      '/api/protocols/cold',
      { config: logRead, schema: { querystring: listQuerySchema, response: { 200: list } } },
      async (request) => listColdLogs(ctx.db, sessionUserId(request), request.query),
    );

    app.get(
      '/api/protocols/cold/:userId',
      { config: logRead, schema: { params: userIdParamsSchema, querystring: listQuerySchema, response: { 200: list } } },
      async (request) => listColdLogs(ctx.db, sessionUserId(request), request.query),
    );

    app.patch(
      '/api/protocols/cold/:id',
      { config: logWrite, schema: { params: logIdParamsSchema, body: coldLogPatchSchema, response: { 200: coldLogSchema } } },
      async (request) => patchColdLog(ctx.db, requireSession(request).user, request.params.id, request.body, syncChecklist),
    );

    app.delete(
      '/api/protocols/cold/:id',
      { config: logWrite, schema: { params: logIdParamsSchema, response: { 200: deletedLogSchema } } },
      async (request) => deleteColdLog(ctx.db, requireSession(request).user, request.params.id, syncChecklist),
    );
  };
}
