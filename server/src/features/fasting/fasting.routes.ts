import { fastingLogSchema, fastingPatchSchema, fastingStartSchema, type FastingLog } from '@uh/core/fasting/fasting.schema';
import { roundTo } from '@uh/core/common/units.logic';
import { deletedLogSchema, listQuerySchema, logIdParamsSchema, userIdParamsSchema } from '@uh/core/protocols/protocols.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { SyncChecklist } from '../../lib/protocol-completion';
import { requireSession } from '../../plugins/guards';
import { deleteFast, listFasts, patchFast, startFast } from './fasting.service';

// Reachable with a widget token as well: the embeddable features (docs/decisions/0016).
const widget = { widget: true };
const logRead = { ...widget, scope: 'logs:read' } as const;
// A log write never changes the account or its sessions: the writer keeps their cached session.
const logWrite = { ...widget, accountUnchanged: true, scope: 'logs:write' } as const;

const list = z.array(fastingLogSchema);

/** The alternate family (docs/product.md §7) reports duration in hours. */
const inHours = (log: FastingLog): FastingLog => ({ ...log, duration: log.duration === null ? null : roundTo(log.duration / 3600, 4) });

export function fastingRoutes(ctx: AppContext, syncChecklist: SyncChecklist): FastifyPluginAsyncZod {
  const deps = { db: ctx.db, syncChecklist };
  return async (app) => {
    app.post(
      '/api/protocols/fasting',
      { config: logWrite, schema: { body: fastingStartSchema, response: { 201: fastingLogSchema } } },
      async (request, reply) => reply.code(201).send(await startFast(deps, requireSession(request).user, request.body)),
    );

    app.patch(
      '/api/protocols/fasting/:id',
      { config: logWrite, schema: { params: logIdParamsSchema, body: fastingPatchSchema, response: { 200: fastingLogSchema } } },
      async (request) => patchFast(deps, requireSession(request).user, request.params.id, request.body),
    );

    app.delete(
      '/api/protocols/fasting/:id',
      { config: logWrite, schema: { params: logIdParamsSchema, response: { 200: deletedLogSchema } } },
      async (request) => deleteFast(deps, requireSession(request).user, request.params.id),
    );

    app.get(
      '/api/protocols/fasting/:userId',
      { config: logRead, schema: { params: userIdParamsSchema, querystring: listQuerySchema, response: { 200: list } } },
      async (request) => listFasts(deps, requireSession(request).user, request.query),
    );

    app.get('/api/fasting-logs', { config: logRead, schema: { querystring: listQuerySchema, response: { 200: list } } }, async (request) =>
      (await listFasts(deps, requireSession(request).user, request.query)).map(inHours),
    );

    app.post(
      '/api/fasting-logs',
      { config: logWrite, schema: { body: fastingStartSchema, response: { 201: fastingLogSchema } } },
      async (request, reply) => reply.code(201).send(inHours(await startFast(deps, requireSession(request).user, request.body))),
    );

    app.patch(
      '/api/fasting-logs/:id',
      { config: logWrite, schema: { params: logIdParamsSchema, body: fastingPatchSchema, response: { 200: fastingLogSchema } } },
      async (request) => inHours(await patchFast(deps, requireSession(request).user, request.params.id, request.body)),
    );
  };
}
