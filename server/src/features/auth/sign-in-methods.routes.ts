import { recordId } from '@uh/core/common/storable.schema';
import { reauthenticateRequestSchema, setPasswordSchema, signInMethodsSchema } from '@uh/core/auth/auth.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireSession, sessionUserId } from '../../plugins/guards';
import type { OidcIssuer } from '../../providers/oidc/oidc-issuer';
import { refuseDemoAccount } from '../../plugins/demo-account-guard';
import { passwordChecksFor } from '../../lib/password-attempts';
import { confirmPassword, requireRecentAuthentication } from './recent-authentication';
import { settleWithin } from './settle-within';
import { listSignInMethods, setFirstPassword, unlinkIdentity, type ConfiguredProvider } from './sign-in-methods.service';

// Only the person signed in to the app itself: never a personal access token.
const sessionOnly = { scope: null };

/** Settings → Sign-in methods: the password and the linked provider accounts of the signed-in person. */
export function signInMethodsRoutes(ctx: AppContext, issuer: OidcIssuer | null): FastifyPluginAsyncZod {
  return async (app) => {
    const provider = (canEndSession: boolean): ConfiguredProvider => ({
      issuer: issuer ? ctx.config.oidc.issuer : null,
      providerName: ctx.config.oidc.providerName,
      canEndSession,
    });
    // Asks the issuer (discovered once) whether it publishes an end-session page; a slow one counts as no.
    const canEndSession = async () =>
      issuer ? settleWithin(issuer.endSessionUrl(`${ctx.config.publicUrl}/login`).then(Boolean), 3000, false) : false;

    app.get('/api/auth/sign-in-methods', { config: sessionOnly, schema: { response: { 200: signInMethodsSchema } } }, async (request) =>
      listSignInMethods(ctx.db, sessionUserId(request), provider(await canEndSession())),
    );

    // Adding or removing a way in needs a recent proof of identity, not just the session.
    const recentAuthentication = requireRecentAuthentication(ctx.db);

    app.post('/api/auth/reauthenticate', { config: sessionOnly, schema: { body: reauthenticateRequestSchema } }, async (request, reply) => {
      const session = requireSession(request);
      // Wrong passwords here count like those of a password change: one budget per account.
      const checks = passwordChecksFor(ctx.limiter, session.user.id, {
        max: ctx.config.rateLimits.loginFailuresPerUsername,
        windowMs: ctx.config.rateLimits.loginWindowMs,
      });
      await confirmPassword(ctx.db, checks, session.user.id, session.tokenHash, request.body.password);
      return reply.code(204).send();
    });

    app.post(
      '/api/auth/password',
      { config: sessionOnly, schema: { body: setPasswordSchema }, preHandler: recentAuthentication },
      async (request, reply) => {
        refuseDemoAccount(ctx.config, request, 'signInMethods');
        await setFirstPassword(ctx.db, sessionUserId(request), request.body);
        return reply.code(204).send();
      },
    );

    app.delete(
      '/api/auth/identities/:id',
      { config: sessionOnly, schema: { params: z.object({ id: recordId() }) }, preHandler: recentAuthentication },
      async (request, reply) => {
        refuseDemoAccount(ctx.config, request, 'signInMethods');
        await unlinkIdentity(ctx.db, sessionUserId(request), request.params.id, provider(false));
        return reply.code(204).send();
      },
    );
  };
}
