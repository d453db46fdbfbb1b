import { fastingEndSchema, fastingLogSchema, fastingStartSchema, type FastingLog } from '@uh/core/fasting/fasting.schema';
import { roundTo } from '@uh/core/common/units.logic';
import { listQuerySchema, logIdParamsSchema, userIdParamsSchema } from '@uh/core/protocols/protocols.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { sessionUserId } from '../../plugins/guards';
import { endFast, listFasts, startFast } from './fasting.service';

const list = z.array(fastingLogSchema);

/** The alternate family (spec §7) reports duration in hours. */
const inHours = (log: FastingLog): FastingLog => ({ ...log, duration: log.duration === null ? null : roundTo(log.duration / 3600, 4) });

export function fastingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/protocols/fasting',
      { schema: { body: fastingStartSchema, response: { 201: fastingLogSchema } } },
      async (request, reply) => reply.code(201).send(await startFast(ctx.db, sessionUserId(request), request.body)),
    );

    app.patch(
      '/api/protocols/fasting/:id',
      { schema: { params: logIdParamsSchema, body: fastingEndSchema, response: { 200: fastingLogSchema } } },
      async (request) => endFast(ctx.db, sessionUserId(request), request.params.id, request.body),
    );

    app.get(
      '/api/protocols/fasting/:userId',
      { schema: { params: userIdParamsSchema, querystring: listQuerySchema, response: { 200: list } } },
      async (request) => listFasts(ctx.db, sessionUserId(request), request.query),
    );

    app.get('/api/fasting-logs', { schema: { querystring: listQuerySchema, response: { 200: list } } }, async (request) =>
      (await listFasts(ctx.db, sessionUserId(request), request.query)).map(inHours),
    );

    app.post('/api/fasting-logs', { schema: { body: fastingStartSchema, response: { 201: fastingLogSchema } } }, async (request, reply) =>
      reply.code(201).send(inHours(await startFast(ctx.db, sessionUserId(request), request.body))),
    );

    app.patch(
      '/api/fasting-logs/:id',
      { schema: { params: logIdParamsSchema, body: fastingEndSchema, response: { 200: fastingLogSchema } } },
      async (request) => inHours(await endFast(ctx.db, sessionUserId(request), request.params.id, request.body)),
    );
  };
}
