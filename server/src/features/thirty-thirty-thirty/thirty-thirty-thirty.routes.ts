import { thirtyLogCreateSchema, thirtyLogPatchSchema, thirtyLogSchema } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import type { AppEventBus } from '../../lib/app-events';
import { PROTOCOL_LOG_ACCESS } from '../../lib/log-access';
import { registerLogRoutes } from '../../lib/log-routes';
import { createThirtyLog, deleteThirtyLog, listThirtyLogs, patchThirtyLog } from './thirty-thirty-thirty.service';

export function thirtyThirtyThirtyRoutes(ctx: AppContext, events: AppEventBus): FastifyPluginAsyncZod {
  const deps = { db: ctx.db, events };
  return async (app) => {
    registerLogRoutes(app, {
      base: '/api/protocols/thirty',
      schemas: { log: thirtyLogSchema, create: thirtyLogCreateSchema, patch: thirtyLogPatchSchema },
      access: PROTOCOL_LOG_ACCESS,
      service: {
        list: (owner, query) => listThirtyLogs(ctx.db, owner.id, query),
        create: (owner, input) => createThirtyLog(deps, owner, input),
        patch: (owner, id, input) => patchThirtyLog(deps, owner, id, input),
        remove: (owner, id) => deleteThirtyLog(deps, owner, id),
      },
      // Same table and service; corrections and deletions answer on both families.
      alternate: { base: '/api/thirty-thirty-thirty-logs', routes: ['list', 'create', 'patch', 'remove'] },
    });
  };
}
