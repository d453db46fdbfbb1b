import { EMBED_PROTOCOL_VERSION } from '@uh/core/embed/embed-messages.schema';
import { isAllowedOrigin } from '@uh/core/embed/embed.logic';
import { embedConfigSchema, widgetTokenRequestSchema, widgetTokenSchema } from '@uh/core/embed/embed-tokens.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { forbidden } from '../../lib/http-error';
import { requireCookieSession, requireSession } from '../../plugins/guards';
import { revokeToken } from './api-tokens.service';
import { signInWidget } from './widget-token.service';

// Only the person signed in to the app itself: never a personal access token.
const sessionOnly = { scope: null };

/** What the generator and a widget read, and the sign-in popup's token for the widget that opened it. */
export function embedRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/embed/config',
      { config: { isPublic: true, widget: true }, schema: { response: { 200: embedConfigSchema } } },
      // Without PUBLIC_URL the server cannot know the address people reach it at (a LAN address, a
      // proxy's name): null lets the generator use the one its page was opened at.
      async () => ({
        appOrigin: ctx.config.hasPublicUrl ? ctx.config.publicUrl : null,
        allowedOrigins: ctx.config.embed.allowedOrigins,
        version: EMBED_PROTOCOL_VERSION,
      }),
    );

    // The popup runs on the app's own origin, signed in by cookie; the Origin check applies as to any write.
    // It names the site its widget sits on, as that widget told it; a token is made only for a site
    // the operator allows (or the app's own pages, such as the generator's preview).
    app.post(
      '/api/embed/widget-token',
      {
        config: { ...sessionOnly, answerHoldsSecret: true },
        schema: { body: widgetTokenRequestSchema, response: { 201: widgetTokenSchema } },
      },
      async (request, reply) => {
        const userId = requireCookieSession(request).user.id;
        const { origin } = request.body;
        const isOwnPage = origin === request.headers.origin;
        if (!isOwnPage && !isAllowedOrigin(origin, ctx.config.embed.allowedOrigins)) {
          throw forbidden(`${origin} may not show widgets: it is not on the server's EMBED_ALLOWED_ORIGINS`);
        }
        return reply.code(201).send(await signInWidget(ctx.db, userId, origin));
      },
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
