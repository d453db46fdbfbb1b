import { checklistDateParamsSchema, checklistPatchSchema, checklistSchema } from '@uh/core/checklist/checklist.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AppEventBus } from '../../lib/app-events';
import { requireSession } from '../../plugins/guards';
import { patchChecklist, todayChecklist, weeklyChecklists } from './checklist.service';

// Reachable with a widget token as well: the embeddable features (docs/decisions/0016).
const widget = { widget: true };
// A log write never changes the account or its sessions: the writer keeps their cached session.
const logWrite = { ...widget, accountUnchanged: true, scope: 'checklist:write' } as const;
const checklistRead = { ...widget, scope: 'checklist:read' } as const;

export function checklistRoutes(ctx: AppContext, events: AppEventBus): FastifyPluginAsyncZod {
  const deps = { db: ctx.db, events };
  return async (app) => {
    app.get('/api/daily-checklist/today', { config: checklistRead, schema: { response: { 200: checklistSchema } } }, async (request) =>
      todayChecklist(ctx.db, requireSession(request).user),
    );

    app.get(
      '/api/daily-checklist/weekly',
      { config: checklistRead, schema: { response: { 200: z.array(checklistSchema) } } },
      async (request) => weeklyChecklists(ctx.db, requireSession(request).user),
    );

    app.patch(
      '/api/daily-checklist/:date',
      { config: logWrite, schema: { params: checklistDateParamsSchema, body: checklistPatchSchema, response: { 200: checklistSchema } } },
      async (request) => patchChecklist(deps, requireSession(request).user, request.params.date, request.body),
    );
  };
}
