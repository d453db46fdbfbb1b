import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_STATE_TTL_MINUTES } from './oidc-login-state.service';

const CALLBACK_PATH = '/api/auth/oidc/callback';
const cookieName = (request: FastifyRequest) => (request.protocol === 'https' ? '__Secure-uh_oidc_state' : 'uh_oidc_state');
const cookieOptions = (request: FastifyRequest) => ({
  path: CALLBACK_PATH,
  httpOnly: true,
  // Lax: the issuer's redirect back is a top-level navigation, which carries it.
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
});

/**
 * The state also rides in a cookie only the callback sees, binding the sign-in to the browser
 * that started it: a callback URL planted in someone else's browser is refused.
 */
export function setStateCookie(request: FastifyRequest, reply: FastifyReply, state: string) {
  reply.setCookie(cookieName(request), state, { ...cookieOptions(request), maxAge: LOGIN_STATE_TTL_MINUTES * 60 });
}

/** Reads and clears the cookie; true when it matches the state the issuer sent back. */
export function takeStateCookie(request: FastifyRequest, reply: FastifyReply, state: string): boolean {
  const cookie = request.cookies[cookieName(request)];
  reply.clearCookie(cookieName(request), cookieOptions(request));
  if (!cookie || !state) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(cookie), digest(state));
}
