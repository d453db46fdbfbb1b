import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { findToken, recordTokenUse } from '../features/embed/token-auth.service';
import { tooManyRequests, unauthorized } from '../lib/http-error';

const RATE_WINDOW_MS = 60_000;

const REFUSALS = {
  unknown: 'This token is not valid: sign in again',
  revoked: 'This token has been revoked: sign in again',
  expired: 'This token has expired: sign in again',
} as const;

/**
 * The token of an `Authorization: Bearer …` header; null without one. Other schemes are left
 * alone: a proxy in front of the app may use Basic authentication for itself.
 */
export function readBearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^bearer(?:\s+(\S*))?\s*$/i.exec(header);
  return match ? (match[1] ?? '') : null;
}

/**
 * Signs the request in as the token's owner (the same `session` shape as a cookie), with the
 * token's scopes in `auth`: unknown, revoked or expired → 401; past the per-token rate → 429.
 */
export async function authenticateBearer(ctx: AppContext, request: FastifyRequest, token: string): Promise<void> {
  const lookup = await findToken(ctx.db, token);
  if (lookup.status !== 'valid') throw unauthorized(REFUSALS[lookup.status]);
  const { identity } = lookup;
  const rate = await ctx.limiter.hit(`token:${identity.tokenId}`, RATE_WINDOW_MS);
  if (rate.count > ctx.config.embed.tokenRequestsPerMinute) {
    throw tooManyRequests('Too many requests with this token: wait a moment and try again', rate.retryAfterSeconds);
  }
  await recordTokenUse(ctx.db, identity, request.ip);
  request.session = { tokenHash: identity.tokenHash, user: identity.user };
  request.auth = { kind: 'token', tokenId: identity.tokenId, tokenKind: identity.kind, scopes: identity.scopes };
}
