import { roundTo } from '@uh/core/common/units.logic';
import { fastingLogSchema, fastingPatchSchema, fastingStartSchema, type FastingLog } from '@uh/core/fasting/fasting.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import type { AppEventBus } from '../../lib/app-events';
import { PROTOCOL_LOG_ACCESS } from '../../lib/log-access';
import { registerLogRoutes } from '../../lib/log-routes';
import { deleteFast, listFasts, patchFast, startFast } from './fasting.service';

/** The alternate family (docs/product.md §7) reports duration in hours. */
const inHours = (log: FastingLog): FastingLog => ({ ...log, duration: log.duration === null ? null : roundTo(log.duration / 3600, 4) });

export function fastingRoutes(ctx: AppContext, events: AppEventBus): FastifyPluginAsyncZod {
  const deps = { db: ctx.db, events };
  return async (app) => {
    registerLogRoutes(app, {
      base: '/api/protocols/fasting',
      schemas: { log: fastingLogSchema, create: fastingStartSchema, patch: fastingPatchSchema },
      access: PROTOCOL_LOG_ACCESS,
      service: {
        list: (owner, query) => listFasts(deps, owner, query),
        create: (owner, input) => startFast(deps, owner, input),
        patch: (owner, id, input) => patchFast(deps, owner, id, input),
        remove: (owner, id) => deleteFast(deps, owner, id),
      },
      alternate: { base: '/api/fasting-logs', routes: ['list', 'create', 'patch'], present: inHours },
    });
  };
}
