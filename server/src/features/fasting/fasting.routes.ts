import { fastingEndSchema, fastingLogSchema, fastingStartSchema, type FastingLog } from '@uh/core/fasting/fasting.schema';
import { roundTo } from '@uh/core/common/units.logic';
import { listQuerySchema, logIdParamsSchema, userIdParamsSchema } from '@uh/core/protocols/protocols.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { RecordCompletion } from '../../lib/protocol-completion';
import { requireSession } from '../../plugins/guards';
import { endFast, listFasts, startFast } from './fasting.service';

const list = z.array(fastingLogSchema);

/** The alternate family (spec §7) reports duration in hours. */
const inHours = (log: FastingLog): FastingLog => ({ ...log, duration: log.duration === null ? null : roundTo(log.duration / 3600, 4) });

export function fastingRoutes(ctx: AppContext, recordCompletion: RecordCompletion): FastifyPluginAsyncZod {
  const deps = { db: ctx.db, recordCompletion };
  return async (app) => {
    app.post(
      '/api/protocols/fasting',
      { schema: { body: fastingStartSchema, response: { 201: fastingLogSchema } } },
      async (request, reply) => reply.code(201).send(await startFast(deps, requireSession(request).user, request.body)),
    );

    app.patch(
      '/api/protocols/fasting/:id',
      { schema: { params: logIdParamsSchema, body: fastingEndSchema, response: { 200: fastingLogSchema } } },
      async (request) => endFast(deps, requireSession(request).user, request.params.id, request.body),
    );

    app.get(
      '/api/protocols/fasting/:userId',
      { schema: { params: userIdParamsSchema, querystring: listQuerySchema, response: { 200: list } } },
      async (request) => listFasts(deps, requireSession(request).user, request.query),
    );

    app.get('/api/fasting-logs', { schema: { querystring: listQuerySchema, response: { 200: list } } }, async (request) =>
      (await listFasts(deps, requireSession(request).user, request.query)).map(inHours),
    );

    app.post('/api/fasting-logs', { schema: { body: fastingStartSchema, response: { 201: fastingLogSchema } } }, async (request, reply) =>
      reply.code(201).send(inHours(await startFast(deps, requireSession(request).user, request.body))),
    );

    app.patch(
      '/api/fasting-logs/:id',
      { schema: { params: logIdParamsSchema, body: fastingEndSchema, response: { 200: fastingLogSchema } } },
      async (request) => inHours(await endFast(deps, requireSession(request).user, request.params.id, request.body)),
    );
  };
}
