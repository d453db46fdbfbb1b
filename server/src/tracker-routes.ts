import { PROTOCOL_REGISTRY } from '@uh/core/protocols/protocol-registry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import type { AppEventBus } from './lib/app-events';
import { registerLogRoutes } from './lib/log-routes';
import { TRACKERS } from './trackers';

/** Every tracker's list, create, edit and delete routes, at the paths its registry entry gives. */
export function trackerRoutes(ctx: AppContext, events: AppEventBus): FastifyPluginAsyncZod {
  const deps = { db: ctx.db, events };
  return async (app) => {
    for (const entry of PROTOCOL_REGISTRY) {
      // One row's schemas and service agree (trackers.ts checks each); the loop cannot name its types.
      const { alternate, ...tracker } = TRACKERS[entry.key] as (typeof TRACKERS)['thirtyThirtyThirty'];
      const alternateBase = 'alternate' in entry.api ? entry.api.alternate.create : undefined;
      if (Boolean(alternate) !== Boolean(alternateBase))
        throw new Error(`${entry.key}: the registry and trackers.ts disagree on its alternate routes`);
      registerLogRoutes(app, {
        ...tracker,
        base: entry.api.create,
        deps,
        ...(alternate && alternateBase ? { alternate: { ...alternate, base: alternateBase } } : {}),
      });
    }
  };
}
