import { type ApiScope, WIDGET_SCOPE } from '@uh/core/embed/embed-tokens.schema';
import { OWN_USER_ID } from '@uh/core/protocols/protocols.schema';
import type { ShareNeed } from '@uh/core/sharing/share-grants.logic';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { AppContext } from '../app-context';
import { forbidden, unauthorized } from '../lib/http-error';
import type { ActiveSession } from '../features/auth/session.service';
import { authenticateBearer, readBearerToken } from './bearer-auth';
import { isApiRequest } from './errors';
import { createSessionLoader } from './session';

/** An /api route, who may reach it, and its schemas (what the resilience tests generate requests from). */
export type ApiRouteAccess = {
  method: string;
  url: string;
  isPublic: boolean;
  isWidget: boolean;
  /** The personal access token scope it needs; null: no personal token reaches it. */
  scope: ApiScope | null;
  /** Any personal token passes the guard and the route checks the scope of each operation. */
  checksScopesItself: boolean;
  /** Reached through a grant given to the caller: the domain and action the share guard holds it to. */
  share: ShareNeed | null;
  schema: FastifySchema | undefined;
};

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

/** What a personal access token gets on a route no scope covers. */
export const PERSONAL_TOKEN_REFUSED = 'Only the signed-in app can do this: personal access tokens cannot';

export const missingScopeMessage = (scope: ApiScope) => `This token lacks the ${scope} scope this needs`;

/** For routes that check scopes per operation (`checksScopesItself`): throws 403 naming the missing scope. */
export function requireScope(request: FastifyRequest, scope: ApiScope): void {
  if (request.auth?.kind === 'token' && request.auth.tokenKind === 'personal' && !request.auth.scopes.includes(scope)) {
    throw forbidden(missingScopeMessage(scope));
  }
}

/**
 * Every /api route must say whether a personal access token reaches it (its `scope`, or null for
 * none) unless it is public, so that no route is opened to tokens, or closed to them, by
 * omission: a route without that decision stops the server from starting.
 */
function checkScopeDecision(method: string, url: string, config: FastifyContextConfig) {
  if (config.isPublic !== true && config.scope === undefined) {
    throw new Error(
      `${method} ${url} must say which personal access token scope reaches it: config.scope (null for none) or config.isPublic`,
    );
  }
}

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
  // `me` names the caller, whoever they are: nothing to compare.
  if (params && 'userId' in params && params.userId !== OWN_USER_ID) claims.push(params.userId);
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body) && 'userId' in body) claims.push(body.userId);
  return claims;
}

/**
 * The authorization rule every feature relies on:
 * - every /api route needs a session unless its config says isPublic (401 otherwise);
 * - a bearer token (embedded widget) stands instead of the cookie, which is then ignored, and
 *   reaches only routes whose config says widget (403 elsewhere, public routes included);
 * - a userId in the path or body that is not the caller's is refused (403); `me` in the path is the caller.
 */
export function registerGuards(app: FastifyInstance, ctx: AppContext): (request: FastifyRequest) => Promise<void> {
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
      checkScopeDecision(method, route.url, config);
      catalog.push({
        method,
        url: route.url,
        isPublic: config.isPublic === true,
        isWidget: config.widget === true,
        scope: config.scope ?? null,
        checksScopesItself: config.checksScopesItself === true,
        share: config.share ?? null,
        schema: route.schema,
      });
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
      if (request.auth.tokenKind === 'personal') {
        if (config.checksScopesItself) return;
        if (config.scope === undefined || config.scope === null) throw forbidden(PERSONAL_TOKEN_REFUSED);
        if (!request.auth.scopes.includes(config.scope)) throw forbidden(missingScopeMessage(config.scope));
        return;
      }
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
  // The signed-in pages load their person the same way, with the same session cache.
  return loadSession;
}
