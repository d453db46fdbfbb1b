import { restoredLogSchema, undoIdParamsSchema } from '@uh/core/protocols/protocols.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import type { AppEventBus } from '../../lib/app-events';
import { restoreLog } from '../../lib/deleted-logs';
import { notFound } from '../../lib/http-error';
import { sessionUserId } from '../../plugins/guards';

// Reachable with a widget token as well: the embeddable features (docs/decisions/0016).
const widget = { widget: true };
// A log write never changes the account or its sessions: the writer keeps their cached session.
const logWrite = { ...widget, accountUnchanged: true, scope: 'logs:write' } as const;

/** Undo of a deleted log, for every kind of log: it comes back as it was and counts again. */
export function deletedLogsRoutes(ctx: AppContext, events: AppEventBus): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/deleted-logs/:undoId/restore',
      { config: logWrite, schema: { params: undoIdParamsSchema, response: { 200: restoredLogSchema } } },
      async (request) => {
        const userId = sessionUserId(request);
        const restored = await restoreLog(ctx.db, userId, request.params.undoId);
        if (!restored) throw notFound('This deletion can no longer be undone');
        await events.emit('log.restored', { db: ctx.db, userId, ...restored });
        return { kind: restored.kind, id: restored.id };
      },
    );
  };
}
