import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { forbidden, unauthorized } from '../lib/http-error';
import type { ActiveSession } from '../features/auth/session.service';
import { isApiRequest } from './errors';
import { loadSession } from './session';

/** The signed-in session; throws 401 when the request has none. */
export function requireSession(request: FastifyRequest): ActiveSession {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** The signed-in user's id: the only source of identity for every feature. */
export const sessionUserId = (request: FastifyRequest): number => requireSession(request).user.id;

function claimedUserIds(request: FastifyRequest): unknown[] {
  const claims: unknown[] = [];
  const params = request.params as Record<string, unknown> | undefined;
  if (params && 'userId' in params) claims.push(params.userId);
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body) && 'userId' in body) claims.push(body.userId);
  return claims;
}

/**
 * The authorization rule every feature relies on:
 * - every /api route needs a session unless its config says isPublic (401 otherwise);
 * - a userId in the path or body that is not the caller's is refused (403).
 */
export function registerGuards(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    await loadSession(ctx, request);
    if (request.is404 || request.routeOptions.config.isPublic) return;
    if (!request.session) throw unauthorized();
  });

  app.addHook('preHandler', async (request) => {
    if (!request.session) return;
    const ownId = String(request.session.user.id);
    for (const claimed of claimedUserIds(request)) {
      if (claimed !== undefined && claimed !== null && String(claimed) !== ownId) {
        throw forbidden('You can only access your own data');
      }
    }
  });
}
