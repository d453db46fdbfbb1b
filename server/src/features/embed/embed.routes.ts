import { EMBED_PROTOCOL_VERSION } from '@uh/core/embed/embed-messages.schema';
import { embedConfigSchema, widgetTokenSchema } from '@uh/core/embed/embed-tokens.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { forbidden } from '../../lib/http-error';
import { requireCookieSession, requireSession } from '../../plugins/guards';
import { createWidgetToken, revokeToken } from './api-tokens.service';

// Only the person signed in to the app itself: never a personal access token.
const sessionOnly = { scope: null };

/** What the generator and a widget read, and the sign-in popup's token for the widget that opened it. */
export function embedRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/embed/config',
      { config: { isPublic: true, widget: true }, schema: { response: { 200: embedConfigSchema } } },
      async () => ({ appOrigin: ctx.config.publicUrl, allowedOrigins: ctx.config.embed.allowedOrigins, version: EMBED_PROTOCOL_VERSION }),
    );

    // The popup runs on the app's own origin, signed in by cookie; the Origin check applies as to any write.
    app.post('/api/embed/widget-token', { config: sessionOnly, schema: { response: { 201: widgetTokenSchema } } }, async (request, reply) =>
      reply.code(201).send(await createWidgetToken(ctx.db, requireCookieSession(request).user.id)),
    );

    // "Sign out" inside a widget: the widget token it holds stops working everywhere.
    app.delete('/api/embed/widget-token', { config: { widget: true, scope: null } }, async (request, reply) => {
      const session = requireSession(request);
      if (request.auth?.kind !== 'token' || request.auth.tokenKind !== 'widget') {
        throw forbidden('Only a widget token can sign a widget out: send it as the bearer token');
      }
      await revokeToken(ctx.db, session.user.id, request.auth.tokenId);
      return reply.code(204).send();
    });
  };
}
