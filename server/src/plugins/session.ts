import type { ApiScope, TokenKind } from '@uh/core/embed/embed-tokens.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { createSessionCache } from '../features/auth/session-cache';
import { listenForSessionChanges } from '../features/auth/session-change-listener';
import { findActiveSession, type ActiveSession } from '../features/auth/session.service';

/**
 * How an /api request proved who it is: the session cookie, or a bearer token: a widget or embed
 * token reaches only the routes marked `widget`, a personal access token only the routes whose
 * `scope` it holds.
 */
export type RequestAuth = { kind: 'session' } | { kind: 'token'; tokenId: number; tokenKind: TokenKind; scopes: string[] };

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, loaded for every /api request (by cookie or bearer token); null when signed out. */
    session: ActiveSession | null;
    /** What `session` came from; null when signed out. */
    auth: RequestAuth | null;
    /** Other people whose account this request changed (an admin disabling one): their cached sessions go too. */
    otherAccountsChanged: number[] | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (the auth routes and public metadata). */
    isPublic?: boolean;
    /** Reachable with a widget or embed token: what the five embeddable features need, nothing else. */
    widget?: boolean;
    /** A write that never changes the person's account or sessions (a log): it keeps their cached session. */
    accountUnchanged?: boolean;
    /**
     * The scope a personal access token needs here; null: no personal access token reaches it
     * (account, sign-in, tokens, settings). Every /api route that is not public must say which.
     */
    scope?: ApiScope | null;
    /** Any personal access token passes the guard; the route checks each operation's scope itself (the MCP server's tools). */
    checksScopesItself?: boolean;
    /** Its success answer carries a secret shown once (a token, a signing secret): never kept for an Idempotency-Key replay. */
    answerHoldsSecret?: boolean;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

const PLAIN_COOKIE = 'uh_session';
// Over HTTPS the __Host- prefix pins the cookie to this exact origin, Secure and path /.
const SECURE_COOKIE = '__Host-uh_session';

export const sessionCookieName = (request: FastifyRequest) => (request.protocol === 'https' ? SECURE_COOKIE : PLAIN_COOKIE);

export function readSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request)];
}

export function setSessionCookie(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(sessionCookieName(request), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(ctx.config.session.absoluteTimeoutMs / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(sessionCookieName(request), { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}

/** Methods that change nothing: no cross-origin check (csrf.ts), no forgetting of cached sessions. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What loads the signed-in person for each /api request, with this server's short-lived session
 * cache (SESSION_CACHE_SECONDS) when it is on. Other servers' changes arrive as notifications;
 * this server's own are forgotten before the answer leaves: a person's copies go whenever a
 * request of theirs may have changed something (signed out, new password, account deleted) —
 * any write but those marked `accountUnchanged` (logs).
 */
export function createSessionLoader(app: FastifyInstance, ctx: AppContext): (request: FastifyRequest) => Promise<void> {
  const cache = ctx.config.session.cacheMs > 0 ? createSessionCache(ctx.config.session.cacheMs) : undefined;
  app.decorateRequest('otherAccountsChanged', null);
  if (cache) {
    const { connectionString } = ctx.db.$client.options;
    const listener = connectionString ? listenForSessionChanges(connectionString, cache, app.log) : null;
    // The server starts answering with its cache already on, unless the database refused.
    app.addHook('onReady', async () => listener?.firstAttempt);
    app.addHook('onClose', async () => listener?.close());
    app.addHook('onSend', async (request) => {
      for (const userId of request.otherAccountsChanged ?? []) cache.forgetUser(userId);
      if (!request.session || SAFE_METHODS.has(request.method) || request.routeOptions.config.accountUnchanged) return;
      cache.forgetUser(request.session.user.id);
    });
  }
  return async (request) => {
    const token = readSessionToken(request);
    request.session = token ? await findActiveSession(ctx.db, token, ctx.config.session, new Date(), cache) : null;
    request.auth = request.session ? { kind: 'session' } : null;
  };
}
