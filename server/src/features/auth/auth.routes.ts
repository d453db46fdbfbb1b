import { authOptionsSchema, loginRequestSchema, registerRequestSchema, sessionUserSchema, userSchema } from '@uh/core/auth/auth.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorLogFields } from '../../lib/error-log';
import { requireSession } from '../../plugins/guards';
import { clearSessionCookie, readSessionToken } from '../../plugins/session';
import { toUser, type UserRow } from '../../lib/user-view';
import { isAdminUser } from '../../lib/admin-role';
import { hasNoAccountYet } from '../../lib/registration-gate';
import { createOidcIssuer, type OidcIssuer } from '../../providers/oidc/oidc-issuer';
import { OidcError } from '../../providers/oidc/oidc-error';
import { ACCOUNT_WIDE_FAILURES_FACTOR, authenticate, enforceRegistrationLimit, registerUser } from './auth.service';
import { oidcRoutes } from './oidc.routes';
import { deleteSessionByToken } from './session.service';
import { settleWithin } from './settle-within';
import { signInMethodsRoutes } from './sign-in-methods.routes';
import { startSession } from './start-session';

// Reachable with a widget token as well: the embeddable features (docs/decisions/0016).
const widget = { widget: true, scope: null };

// The sign-in page does not wait long for an issuer that does not answer; /start reports it if it stays down.
const OPTIONS_WAIT_MS = 3000;

/** Whether the issuer can be reached right now: nothing, or the failure code the Google tab explains. */
const reachability = (issuer: OidcIssuer): Promise<{ error?: string }> =>
  settleWithin(
    issuer.ensureReachable().then(
      () => ({}),
      (error: unknown) => ({ error: error instanceof OidcError ? error.code : 'unavailable' }),
    ),
    OPTIONS_WAIT_MS,
    {},
  );

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const isPublic = { isPublic: true };

    const { oidc } = ctx.config;
    // One issuer client per app: its discovery result is shared by every request.
    const issuer = oidc.client
      ? createOidcIssuer(
          {
            issuer: oidc.issuer,
            clientId: oidc.client.id,
            clientSecret: oidc.client.secret,
            redirectUri: `${ctx.config.publicUrl}/api/auth/oidc/callback`,
          },
          {
            onFailure: (error) =>
              app.log.warn({ error: errorLogFields(error), issuer: oidc.issuer }, 'The OpenID Connect issuer could not be reached'),
          },
        )
      : null;
    // Every answer that hands the browser its user says whether it is an admin (the Admin link).
    const sessionUser = (user: UserRow) => ({ ...toUser(user), isAdmin: isAdminUser(user, ctx.config) });
    await app.register(oidcRoutes(ctx, issuer));
    await app.register(signInMethodsRoutes(ctx, issuer));

    app.post(
      '/api/register',
      { config: isPublic, schema: { body: registerRequestSchema, response: { 201: sessionUserSchema } } },
      async (request, reply) => {
        await enforceRegistrationLimit(ctx.limiter, request.ip, ctx.config.rateLimits.registrationsPerIpPerHour);
        const user = await registerUser(ctx.db, request.body, {
          mode: ctx.config.registration.mode,
          demoUsername: ctx.config.demoAccount?.username ?? null,
        });
        await startSession(ctx, request, reply, user);
        return reply.code(201).send(sessionUser(user));
      },
    );

    app.post(
      '/api/login',
      { config: isPublic, schema: { body: loginRequestSchema, response: { 200: userSchema } } },
      async (request, reply) => {
        const limits = {
          failuresPerUsername: ctx.config.rateLimits.loginFailuresPerUsername,
          failuresPerAccount: ctx.config.rateLimits.loginFailuresPerUsername * ACCOUNT_WIDE_FAILURES_FACTOR,
          failuresPerIp: ctx.config.rateLimits.loginFailuresPerIp,
          windowMs: ctx.config.rateLimits.loginWindowMs,
        };
        const user = await authenticate(ctx.db, ctx.limiter, limits, request.body, request.ip);
        await startSession(ctx, request, reply, user);
        return sessionUser(user);
      },
    );

    app.post('/api/logout', { config: isPublic }, async (request, reply) => {
      const token = readSessionToken(request);
      if (token) await deleteSessionByToken(ctx.db, token);
      clearSessionCookie(request, reply);
      return reply.code(204).send();
    });

    app.get('/api/user', { config: widget, schema: { response: { 200: sessionUserSchema } } }, async (request) => {
      return sessionUser(requireSession(request).user);
    });

    app.get('/api/auth/options', { config: { ...isPublic, ...widget }, schema: { response: { 200: authOptionsSchema } } }, async () => ({
      demoAccount: ctx.config.demoAccount,
      oidcSignIn: { isConfigured: issuer !== null, providerName: oidc.providerName, ...(issuer ? await reachability(issuer) : {}) },
      registration: {
        mode: ctx.config.registration.mode,
        firstAccount: await hasNoAccountYet(ctx.db, ctx.config.demoAccount?.username ?? null),
      },
    }));
  };
}
