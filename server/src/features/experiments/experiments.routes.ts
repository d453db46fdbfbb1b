import {
  experimentCreateSchema,
  experimentIdParamsSchema,
  experimentPatchSchema,
  experimentResultSchema,
  experimentViewSchema,
} from '@uh/core/experiments/experiments.schema';
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AppEventBus } from '../../lib/app-events';
import type { OwnProtocolPorts } from '../../lib/daily-series/own-protocol-ports';
import { zip } from '../../lib/zip';
import { requireSession } from '../../plugins/guards';
import {
  createExperiment,
  deleteExperiment,
  exportExperiment,
  readExperiment,
  readExperimentResult,
  readExperiments,
  stopExperimentToday,
} from './experiments.service';

/**
 * As insights: reading is figures worked out of the logs and biometrics (`progress:read`); making,
 * stopping and deleting an experiment writes with `logs:write`. None changes the account, and the
 * shared demo account may try them too: it is reset every night.
 */
const access = {
  read: { scope: 'progress:read' },
  write: { accountUnchanged: true, scope: 'logs:write' },
} as const satisfies Record<string, FastifyContextConfig>;

const BASE = '/api/experiments';
const params = experimentIdParamsSchema;

/** N-of-1 experiments (docs/api.md, "Experiments"): planned on and off days for one habit, and what they showed. */
export function experimentsRoutes(ctx: AppContext, ports: OwnProtocolPorts, events: AppEventBus): FastifyPluginAsyncZod {
  const deps = { db: ctx.db, ports, events };
  return async (app) => {
    app.get(BASE, { config: access.read, schema: { response: { 200: z.array(experimentViewSchema) } } }, async (request) =>
      readExperiments(deps, requireSession(request).user),
    );

    app.post(
      BASE,
      { config: access.write, schema: { body: experimentCreateSchema, response: { 201: experimentViewSchema } } },
      async (request, reply) => reply.code(201).send(await createExperiment(deps, requireSession(request).user, request.body)),
    );

    app.get(`${BASE}/:id`, { config: access.read, schema: { params, response: { 200: experimentViewSchema } } }, async (request) =>
      readExperiment(deps, requireSession(request).user, request.params.id),
    );

    app.patch(
      `${BASE}/:id`,
      { config: access.write, schema: { params, body: experimentPatchSchema, response: { 200: experimentViewSchema } } },
      async (request) => stopExperimentToday(deps, requireSession(request).user, request.params.id),
    );

    app.delete(`${BASE}/:id`, { config: access.write, schema: { params } }, async (request, reply) => {
      await deleteExperiment(deps, requireSession(request).user, request.params.id);
      return reply.code(204).send();
    });

    app.get(`${BASE}/:id/result`, { config: access.read, schema: { params, response: { 200: experimentResultSchema } } }, async (request) =>
      readExperimentResult(deps, requireSession(request).user, request.params.id),
    );

    app.get(`${BASE}/:id/export`, { config: access.read, schema: { params } }, async (request, reply) => {
      const { fileName, files } = await exportExperiment(deps, requireSession(request).user, request.params.id);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(zip(Object.entries(files).map(([name, content]) => ({ name, content }))));
    });
  };
}
