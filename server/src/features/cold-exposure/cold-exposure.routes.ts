import { coldLogCreateSchema, coldLogPatchSchema, coldLogSchema } from '@uh/core/cold-exposure/cold-exposure.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import type { AppEventBus } from '../../lib/app-events';
import { registerLogRoutes } from '../../lib/log-routes';
import { PROTOCOL_LOG_ACCESS } from '../../lib/log-access';
import { createColdLog, deleteColdLog, listColdLogs, patchColdLog } from './cold-exposure.service';

export function coldExposureRoutes(ctx: AppContext, events: AppEventBus): FastifyPluginAsyncZod {
  const deps = { db: ctx.db, events };
  return async (app) => {
    registerLogRoutes(app, {
      base: '/api/protocols/cold',
      schemas: { log: coldLogSchema, create: coldLogCreateSchema, patch: coldLogPatchSchema },
      access: PROTOCOL_LOG_ACCESS,
      service: {
        list: (owner, query) => listColdLogs(ctx.db, owner.id, query),
        create: (owner, input) => createColdLog(deps, owner, input),
        patch: (owner, id, input) => patchColdLog(deps, owner, id, input),
        remove: (owner, id) => deleteColdLog(deps, owner, id),
      },
      hasOwnListWithoutId: true,
    });
  };
}
