import { WIDGET_SCOPE } from '@uh/core/embed/embed-tokens.schema';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { AppContext } from '../app-context';
import { forbidden, unauthorized } from '../lib/http-error';
import type { ActiveSession } from '../features/auth/session.service';
import { authenticateBearer, readBearerToken } from './bearer-auth';
import { isApiRequest } from './errors';
import { createSessionLoader } from './session';

/** An /api route, who may reach it, and its schemas (what the resilience tests generate requests from). */
export type ApiRouteAccess = { method: string; url: string; isPublic: boolean; isWidget: boolean; schema: FastifySchema | undefined };

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    /** The registered /api routes and their access flags. */
    apiRoutes: ApiRouteAccess[];
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** What a widget or embed token gets on any route beyond the embeddable features. */
export const TOKEN_REFUSED = 'This token cannot be used here: it only reaches the embeddable features';

/** The signed-in session; throws 401 when the request has none. */
export function requireSession(request: FastifyRequest): ActiveSession {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** The signed-in user's id: the only source of identity for every feature. */
export const sessionUserId = (request: FastifyRequest): number => requireSession(request).user.id;

/**
 * The session of a person signed in to the app itself (cookie), for what a token must never do
 * (tokens, account, sign-in). The guard already refuses tokens there; this keeps the route honest too.
 */
export function requireCookieSession(request: FastifyRequest): ActiveSession {
  const session = requireSession(request);
  if (request.auth?.kind !== 'session') throw forbidden(TOKEN_REFUSED);
  return session;
}

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
 * - a bearer token (embedded widget) stands instead of the cookie, which is then ignored, and
 *   reaches only routes whose config says widget (403 elsewhere, public routes included);
 * - a userId in the path or body that is not the caller's is refused (403).
 */
export function registerGuards(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('session', null);
  app.decorateRequest('auth', null);
  const loadSession = createSessionLoader(app, ctx);

  // Every /api route with who may reach it, so a test can hold each one to the rule above.
  const catalog: ApiRouteAccess[] = [];
  app.decorate('apiRoutes', catalog);
  app.addHook('onRoute', (route) => {
    if (route.url !== '/api' && !route.url.startsWith('/api/')) return;
    const config = route.config ?? {};
    for (const method of [route.method].flat()) {
      catalog.push({ method, url: route.url, isPublic: config.isPublic === true, isWidget: config.widget === true, schema: route.schema });
    }
  });

  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const bearer = readBearerToken(request);
    if (bearer === null) await loadSession(request);
    else await authenticateBearer(ctx, request, bearer);
    if (request.is404) return;
    const { config } = request.routeOptions;
    if (request.auth?.kind === 'token') {
      if (!config.widget || !request.auth.scopes.includes(WIDGET_SCOPE)) throw forbidden(TOKEN_REFUSED);
      return;
    }
    if (config.isPublic) return;
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
