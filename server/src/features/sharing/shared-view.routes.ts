import { checklistSchema } from '@uh/core/checklist/checklist.schema';
import { experimentViewSchema } from '@uh/core/experiments/experiments.schema';
import { progressQuerySchema, progressSummarySchema } from '@uh/core/progress/progress.schema';
import { PROTOCOL_REGISTRY, type ProtocolId } from '@uh/core/protocols/protocol-registry';
import { listQuerySchema, type ListQuery } from '@uh/core/protocols/protocols.schema';
import { receivedShareSchema, sharedParamsSchema, type ShareDomain } from '@uh/core/sharing/share-grants.schema';
import { SHARED_PROTOCOL_DAYS, sharedOwnProtocolsSchema } from '@uh/core/sharing/shared-protocols.schema';
import { addDays, localDateOf } from '@uh/core/common/calendar.logic';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { ShareNeed } from '@uh/core/sharing/share-grants.logic';
import type { SharedAccess } from '../../plugins/share-guard';
import { TRACKERS } from '../../trackers';
import { toReceived } from './share-grants.storage';
import type { SharePorts } from './share-ports';

/** Which domain each protocol's logs belong to, and how the access log names them. */
const SHARED_LOGS: { [K in ProtocolId]: { domain: ShareDomain; what: string } } = {
  thirtyThirtyThirty: { domain: 'progress', what: '30-30-30 logs' },
  fasting: { domain: 'fasting', what: 'Fasting logs' },
  coldExposure: { domain: 'cold', what: 'Cold exposure logs' },
  biometrics: { domain: 'biometrics', what: 'Biometrics' },
};

const through = (need: ShareNeed) => ({ scope: null, share: need });
const sharedOf = (request: FastifyRequest): SharedAccess => request.share!;

/**
 * What a grantee reads of the person who shared with them, at `/api/shared/{grantId}/…`: the same
 * services the owner's own screens use, called for the owner, each route declaring the domain the
 * share guard (plugins/share-guard.ts) holds it to. Nothing here writes.
 */
export function sharedViewRoutes(ctx: AppContext, ports: SharePorts): FastifyPluginAsyncZod {
  return async (zodApp) => {
    const params = sharedParamsSchema;
    zodApp.get(
      '/api/shared/:grantId',
      { config: through({ domain: null, action: 'read', what: 'Overview' }), schema: { params, response: { 200: receivedShareSchema } } },
      async (request) => {
        const { grant, owner } = sharedOf(request);
        return toReceived(grant, { username: owner.username, displayName: owner.displayName }, new Date());
      },
    );

    zodApp.get(
      '/api/shared/:grantId/progress',
      {
        config: through({ domain: 'progress', action: 'read', what: 'Progress' }),
        schema: { params, querystring: progressQuerySchema, response: { 200: progressSummarySchema } },
      },
      async (request) => ports.progress(ctx.db, sharedOf(request).owner, request.query),
    );

    zodApp.get(
      '/api/shared/:grantId/own-protocols',
      {
        config: through({ domain: 'progress', action: 'read', what: 'Own protocols' }),
        schema: { params, response: { 200: sharedOwnProtocolsSchema } },
      },
      async (request) => {
        const { owner } = sharedOf(request);
        const to = localDateOf(new Date(), owner.timeZone);
        return ports.ownProtocols(ctx.db, owner, { from: addDays(to, 1 - SHARED_PROTOCOL_DAYS), to });
      },
    );

    zodApp.get(
      '/api/shared/:grantId/checklist',
      {
        config: through({ domain: 'checkins', action: 'read', what: 'Daily check-in' }),
        schema: { params, response: { 200: checklistSchema } },
      },
      async (request) => ports.checklistToday(ctx.db, sharedOf(request).owner),
    );

    zodApp.get(
      '/api/shared/:grantId/experiments',
      {
        config: through({ domain: 'experiments', action: 'read', what: 'Experiments' }),
        schema: { params, response: { 200: z.array(experimentViewSchema) } },
      },
      async (request) => ports.experiments(ctx.db, sharedOf(request).owner),
    );

    // The type provider cannot follow a loop over protocols of different log shapes: each route is
    // typed through its tracker's service, and its schemas still check every answer.
    const app = zodApp as unknown as FastifyInstance;
    for (const entry of PROTOCOL_REGISTRY) {
      const { schemas, service } = TRACKERS[entry.key] as (typeof TRACKERS)['fasting'];
      app.get(
        `/api/shared/:grantId${entry.path}`,
        {
          config: through({ action: 'read', ...SHARED_LOGS[entry.key] }),
          schema: { params, querystring: listQuerySchema, response: { 200: z.array(schemas.log) } },
        },
        async (request) => service.list({ db: ctx.db }, sharedOf(request).owner, request.query as ListQuery),
      );
    }
  };
}
