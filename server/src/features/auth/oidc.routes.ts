import { settingsPath } from '@uh/core/settings/settings-sections';
import { oidcLogoutResponseSchema, oidcStartQuerySchema } from '@uh/core/auth/auth.schema';
import { isPromptRefusal } from '@uh/core/auth/oidc-prompt.logic';
import { safeReturnPath } from '@uh/core/auth/return-path.logic';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { forbidden } from '../../lib/http-error';
import { clearSessionCookie, readSessionToken } from '../../plugins/session';
import { OidcError } from '../../providers/oidc/oidc-error';
import type { OidcIssuer } from '../../providers/oidc/oidc-issuer';
import { refuseDemoAccount } from '../../plugins/demo-account-guard';
import { linkIdentity, signInWithIdentity } from './oidc-account.service';
import { oidcFailureLog } from './oidc-failure-log';
import { hasRecentAuthentication } from './recent-authentication';
import { consumeLoginState, createLoginState, type SignInIntent } from './oidc-login-state.service';
import { setStateCookie, takeStateCookie } from './oidc-state-cookie';
import { deleteSessionByToken } from './session.service';
import { startSession } from './start-session';

type Intent = 'sign-in' | 'link';

const STARTS_PER_IP = 60;
const STARTS_WINDOW_MS = 10 * 60_000;

/**
 * Where a failed attempt lands: the sign-in page, or Settings for a linking (unless the person
 * is no longer signed in to see it); the page words the code.
 */
const failurePath = (intent: Intent, code: string) =>
  intent === 'link' && code !== 'signed_out'
    ? settingsPath('security', 'sign-in-methods', { linkError: code })
    : `/login?${new URLSearchParams({ error: code })}`;

/** The error an issuer sends back in the redirect (RFC 6749 §4.1.2.1), as one of ours. */
const fromIssuerError = (error: string) => {
  if (error === 'access_denied') return 'cancelled';
  if (error === 'temporarily_unavailable' || error === 'server_error') return 'unavailable';
  return 'provider_error';
};

// Linking changes the signed-in account, so it must start from this site (a top-level navigation
// from another site would carry the session cookie too).
const isCrossSite = (request: FastifyRequest) => {
  const site = request.headers['sec-fetch-site'];
  return typeof site === 'string' && site !== 'same-origin' && site !== 'none';
};

/**
 * Sign-in with an OpenID Connect issuer, run by the server: /start sends the browser to the
 * issuer, /callback checks everything it brings back and signs in with the same session as a
 * password. Every failure redirects to a page that explains it; nothing is half signed in.
 */
export function oidcRoutes(ctx: AppContext, issuer: OidcIssuer | null): FastifyPluginAsyncZod {
  /** Keeps a new pending sign-in and sends the browser to the issuer with it. */
  const sendToIssuer = async (request: FastifyRequest, reply: FastifyReply, activeIssuer: OidcIssuer, pending: SignInIntent) => {
    const checks = await createLoginState(ctx.db, pending);
    const url = await activeIssuer.authorizationUrl(checks);
    setStateCookie(request, reply, checks.state);
    return reply.redirect(url.href);
  };

  return async (app) => {
    const isPublic = { isPublic: true };

    app.get('/api/auth/oidc/start', { config: isPublic, schema: { querystring: oidcStartQuerySchema } }, async (request, reply) => {
      const { intent } = request.query;
      if (!issuer) return reply.redirect(failurePath(intent, 'not_configured'));
      let linkUserId: number | null = null;
      if (intent === 'link') {
        if (isCrossSite(request)) throw forbidden('Linking a sign-in method must start from this site');
        if (!request.session) return reply.redirect(failurePath(intent, 'signed_out'));
        refuseDemoAccount(ctx.config, request, 'signInMethods');
        if (!(await hasRecentAuthentication(ctx.db, request))) return reply.redirect(failurePath(intent, 'recent_authentication_required'));
        linkUserId = request.session.user.id;
      }
      const attempts = await ctx.limiter.hit(`oidc:start:ip:${request.ip}`, STARTS_WINDOW_MS);
      if (attempts.count > STARTS_PER_IP) return reply.redirect(failurePath(intent, 'too_many'));
      try {
        // Reach the issuer first, so nothing is stored while it is down.
        await issuer.ensureReachable();
        const returnTo = intent === 'link' ? '/settings' : safeReturnPath(request.query.returnTo);
        const inviteCode = intent === 'sign-in' ? (request.query.inviteCode ?? null) : null;
        return await sendToIssuer(request, reply, issuer, { returnTo, linkUserId, inviteCode });
      } catch (error) {
        if (!(error instanceof OidcError)) throw error;
        request.log.warn(oidcFailureLog(error.code, { error }), 'OpenID Connect sign-in could not start');
        return reply.redirect(failurePath(intent, error.code));
      }
    });

    app.get('/api/auth/oidc/callback', { config: isPublic }, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const state = typeof query.state === 'string' ? query.state : '';
      const isThisBrowser = takeStateCookie(request, reply, state);
      if (!issuer) return reply.redirect(failurePath('sign-in', 'not_configured'));
      if (!isThisBrowser) return reply.redirect(failurePath('sign-in', 'state_mismatch'));
      const pending = await consumeLoginState(ctx.db, state);
      if (!pending) return reply.redirect(failurePath('sign-in', 'expired'));
      const intent: Intent = pending.linkUserId === null ? 'sign-in' : 'link';
      if (typeof query.error === 'string') {
        const providerError = {
          error: query.error,
          description: typeof query.error_description === 'string' ? query.error_description : undefined,
        };
        const code = fromIssuerError(query.error);
        request.log.warn(oidcFailureLog(code, { providerError }), 'OpenID Connect sign-in failed at the issuer');
        // An issuer that refuses the account chooser gets one more try without it (and is not asked for it again).
        if (isPromptRefusal(providerError.error, providerError.description) && issuer.stopAskingForAccountChooser()) {
          return sendToIssuer(request, reply, issuer, pending);
        }
        return reply.redirect(failurePath(intent, code));
      }

      try {
        // The URL the issuer redirected to, as registered there (behind a proxy the request's own host may differ).
        const { identity, idToken } = await issuer.finishSignIn(new URL(request.url, ctx.config.publicUrl), pending);
        if (pending.linkUserId !== null) {
          if (request.session?.user.id !== pending.linkUserId) return reply.redirect(failurePath(intent, 'signed_out'));
          await linkIdentity(ctx.db, pending.linkUserId, identity);
          return reply.redirect(settingsPath('security', 'sign-in-methods', { linked: '1' }));
        }
        const { user, isNew, hasClaimedEmail } = await signInWithIdentity(ctx.db, identity, {
          mode: ctx.config.registration.mode,
          inviteCode: pending.inviteCode ?? undefined,
          demoUsername: ctx.config.demoAccount?.username ?? null,
        });
        await startSession(ctx, request, reply, user, idToken);
        // The sign-in page greets the person once, then goes on to where they were headed.
        const landing = new URLSearchParams({
          signedIn: '1',
          next: pending.returnTo,
          ...(isNew ? { new: '1' } : {}),
          ...(hasClaimedEmail ? { emailClaimed: '1' } : {}),
        });
        return reply.redirect(`/login?${landing}`);
      } catch (error) {
        const code = error instanceof OidcError ? error.code : 'server_error';
        request.log[code === 'server_error' ? 'error' : 'warn'](oidcFailureLog(code, { error }), 'OpenID Connect sign-in failed');
        return reply.redirect(failurePath(intent, code));
      }
    });

    app.post(
      '/api/auth/oidc/logout',
      { config: isPublic, schema: { response: { 200: oidcLogoutResponseSchema } } },
      async (request, reply) => {
        const token = readSessionToken(request);
        const ended = token ? await deleteSessionByToken(ctx.db, token) : null;
        clearSessionCookie(request, reply);
        // The ID token of this session's provider sign-in names the issuer's session to end.
        const redirectUrl = issuer
          ? await issuer.endSessionUrl(`${ctx.config.publicUrl}/login`, ended?.oidcIdToken).catch(() => null)
          : null;
        return { redirectUrl: redirectUrl?.href ?? null };
      },
    );
  };
}
