import { safetyScreenParamsSchema, safetyScreensSchema } from '@uh/core/settings/safety-screen.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { sessionUserId } from '../../plugins/guards';
import { getSafetyScreens, setSafetyScreen } from './safety-screen.service';

// Reachable with a widget token as well: the embeddable features (docs/decisions/0016).
const widget = { widget: true, scope: null };

/** The safety screens shown before long fasts and very cold sessions: when each was accepted. */
export function safetyScreenRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/settings/safety-screens', { config: widget, schema: { response: { 200: safetyScreensSchema } } }, async (request) =>
      getSafetyScreens(ctx.db, sessionUserId(request)),
    );

    app.put(
      '/api/settings/safety-screens/:kind',
      { config: widget, schema: { params: safetyScreenParamsSchema, response: { 200: safetyScreensSchema } } },
      async (request) => setSafetyScreen(ctx.db, sessionUserId(request), request.params.kind, new Date()),
    );

    // "Show again before my next …": the screen shows before the next long fast or cold session.
    app.delete(
      '/api/settings/safety-screens/:kind',
      { config: { scope: null }, schema: { params: safetyScreenParamsSchema, response: { 200: safetyScreensSchema } } },
      async (request) => setSafetyScreen(ctx.db, sessionUserId(request), request.params.kind, null),
    );
  };
}
