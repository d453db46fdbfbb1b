import { progressQuerySchema, progressSummarySchema } from '@uh/core/progress/progress.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/guards';
import { progressSummary } from './progress.service';

export function progressRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/progress/summary',
      { config: { scope: 'progress:read' }, schema: { querystring: progressQuerySchema, response: { 200: progressSummarySchema } } },
      async (request) => progressSummary(ctx.db, requireSession(request).user, request.query),
    );
  };
}
