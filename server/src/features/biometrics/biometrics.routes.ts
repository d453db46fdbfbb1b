import { biometricCreateSchema, biometricLogSchema, biometricPatchSchema } from '@uh/core/biometrics/biometrics.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import type { AppEventBus } from '../../lib/app-events';
import { registerLogRoutes } from '../../lib/log-routes';
import { createBiometricLog, deleteBiometricLog, listBiometricLogs, patchBiometricLog } from './biometrics.service';

/** Health readings have scopes of their own and no widget; a write keeps the writer's cached session. */
const BIOMETRICS_ACCESS = {
  read: { scope: 'biometrics:read' },
  write: { accountUnchanged: true, scope: 'biometrics:write' },
} as const;

export function biometricsRoutes(ctx: AppContext, events: AppEventBus): FastifyPluginAsyncZod {
  const deps = { db: ctx.db, events };
  return async (app) => {
    registerLogRoutes(app, {
      base: '/api/biometrics',
      schemas: { log: biometricLogSchema, create: biometricCreateSchema, patch: biometricPatchSchema },
      access: BIOMETRICS_ACCESS,
      service: {
        list: (owner, query) => listBiometricLogs(ctx.db, owner.id, query),
        create: (owner, input) => createBiometricLog(deps, owner, input),
        patch: (owner, id, input) => patchBiometricLog(ctx.db, owner, id, input),
        remove: (owner, id) => deleteBiometricLog(ctx.db, owner, id),
      },
    });
  };
}
