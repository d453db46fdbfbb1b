import type { TokenKind } from '@uh/core/embed/embed-tokens.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { findActiveSession, type ActiveSession } from '../features/auth/session.service';

/**
 * How an /api request proved who it is: the session cookie, or a bearer token (an embedded
 * widget), which reaches only the routes marked `widget` and only with the token's scopes.
 */
export type RequestAuth = { kind: 'session' } | { kind: 'token'; tokenId: number; tokenKind: TokenKind; scopes: string[] };

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, loaded for every /api request (by cookie or bearer token); null when signed out. */
    session: ActiveSession | null;
    /** What `session` came from; null when signed out. */
    auth: RequestAuth | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (the auth routes and public metadata). */
    isPublic?: boolean;
    /** Reachable with a widget or embed token: what the five embeddable features need, nothing else. */
    widget?: boolean;
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

export async function loadSession(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const token = readSessionToken(request);
  request.session = token ? await findActiveSession(ctx.db, token, ctx.config.session) : null;
  request.auth = request.session ? { kind: 'session' } : null;
}
