import {
  insightPairCreateSchema,
  insightPairKeyParamsSchema,
  insightPairPatchSchema,
  insightSchema,
  insightsAnswerSchema,
} from '@uh/core/insights/insights.schema';
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/guards';
import type { InsightsPorts } from './insights-ports';
import { createPair, deletePair, patchPair, readInsights, recomputeInsights } from './insights.service';

/**
 * Reading is figures worked out of the logs and biometrics, as progress is (`progress:read`);
 * declaring, hiding and deleting questions writes to them with `logs:write`, as a person's own
 * protocols do. Neither changes the account, and the shared demo account may try them too: it is
 * reset every night.
 */
const access = {
  read: { scope: 'progress:read' },
  recompute: { accountUnchanged: true, scope: 'progress:read' },
  write: { accountUnchanged: true, scope: 'logs:write' },
} as const satisfies Record<string, FastifyContextConfig>;

const BASE = '/api/insights';
const params = insightPairKeyParamsSchema;

/** "What works for me" (docs/api.md, "Insights"): the person's pairs and what their own data says about each. */
export function insightsRoutes(ctx: AppContext, ports: InsightsPorts): FastifyPluginAsyncZod {
  const deps = { db: ctx.db, ports };
  return async (app) => {
    app.get(BASE, { config: access.read, schema: { response: { 200: insightsAnswerSchema } } }, async (request) =>
      readInsights(deps, requireSession(request).user),
    );

    app.post(`${BASE}/recompute`, { config: access.recompute, schema: { response: { 200: insightsAnswerSchema } } }, async (request) =>
      recomputeInsights(deps, requireSession(request).user),
    );

    app.post(
      `${BASE}/pairs`,
      { config: access.write, schema: { body: insightPairCreateSchema, response: { 201: insightSchema } } },
      async (request, reply) => reply.code(201).send(await createPair(deps, requireSession(request).user, request.body)),
    );

    app.patch(
      `${BASE}/pairs/:key`,
      { config: access.write, schema: { params, body: insightPairPatchSchema, response: { 200: insightSchema } } },
      async (request) => patchPair(deps, requireSession(request).user, request.params.key, request.body.hidden),
    );

    app.delete(`${BASE}/pairs/:key`, { config: access.write, schema: { params } }, async (request, reply) => {
      await deletePair(deps, requireSession(request).user, request.params.key);
      return reply.code(204).send();
    });
  };
}
