import { deletedLogSchema, listQuerySchema, logIdParamsSchema, userIdParamsSchema } from '@uh/core/protocols/protocols.schema';
import { thirtyLogCreateSchema, thirtyLogPatchSchema, thirtyLogSchema } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { SyncChecklist } from '../../lib/protocol-completion';
import { requireSession, sessionUserId } from '../../plugins/guards';
import { createThirtyLog, deleteThirtyLog, listThirtyLogs, patchThirtyLog } from './thirty-thirty-thirty.service';

// Reachable with a widget token as well: the embeddable features (docs/decisions/0016).
const widget = { widget: true };
const logRead = { ...widget, scope: 'logs:read' } as const;
// A log write never changes the account or its sessions: the writer keeps their cached session.
const logWrite = { ...widget, accountUnchanged: true, scope: 'logs:write' } as const;

const list = z.array(thirtyLogSchema);

export function thirtyThirtyThirtyRoutes(ctx: AppContext, syncChecklist: SyncChecklist): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/protocols/thirty',
      { config: logWrite, schema: { body: thirtyLogCreateSchema, response: { 201: thirtyLogSchema } } },
      async (request, reply) =>
        reply.code(201).send(await createThirtyLog(ctx.db, requireSession(request).user, request.body, syncChecklist)),
    );

    app.get(
      '/api/protocols/thirty/:userId',
      { config: logRead, schema: { params: userIdParamsSchema, querystring: listQuerySchema, response: { 200: list } } },
      async (request) => listThirtyLogs(ctx.db, sessionUserId(request), request.query),
    );

    // The alternate family (docs/product.md §7): same table and service.
    app.get(
      '/api/thirty-thirty-thirty-logs',
      { config: logRead, schema: { querystring: listQuerySchema, response: { 200: list } } },
      async (request) => listThirtyLogs(ctx.db, sessionUserId(request), request.query),
    );

    app.post(
      '/api/thirty-thirty-thirty-logs',
      { config: logWrite, schema: { body: thirtyLogCreateSchema, response: { 201: thirtyLogSchema } } },
      async (request, reply) =>
        reply.code(201).send(await createThirtyLog(ctx.db, requireSession(request).user, request.body, syncChecklist)),
    );

    // Corrections and deletions answer on both families.
    for (const base of ['/api/protocols/thirty', '/api/thirty-thirty-thirty-logs']) {
      app.patch(
        `${base}/:id`,
        { config: logWrite, schema: { params: logIdParamsSchema, body: thirtyLogPatchSchema, response: { 200: thirtyLogSchema } } },
        async (request) => patchThirtyLog(ctx.db, requireSession(request).user, request.params.id, request.body, syncChecklist),
      );

      app.delete(
        `${base}/:id`,
        { config: logWrite, schema: { params: logIdParamsSchema, response: { 200: deletedLogSchema } } },
        async (request) => deleteThirtyLog(ctx.db, requireSession(request).user, request.params.id, syncChecklist),
      );
    }
  };
}
