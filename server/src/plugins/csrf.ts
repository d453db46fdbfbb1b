import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/http-error';
import { readBearerToken } from './bearer-auth';
import { isApiRequest } from './errors';
import { SAFE_METHODS, readSessionToken } from './session';

/**
 * `publicOrigin`: the configured PUBLIC_URL's origin. With one, a browser's Origin must be exactly
 * it; without, it must name the host the request was sent to (a Host header the client chose
 * proves nothing, so the configured address is the stronger check).
 */
function isCrossOrigin(request: FastifyRequest, publicOrigin: string | null): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false; // Not a browser form or fetch: cookies are not sent implicitly.
  try {
    const sent = new URL(origin);
    return publicOrigin !== null ? sent.origin !== publicOrigin : sent.host !== request.host;
  } catch {
    return true;
  }
}

/**
 * A browser never adds an Authorization header on its own, so a bearer request that carries no
 * session cookie cannot be forged by another site. With the cookie too, the Origin check still holds.
 */
const isBearerOnly = (request: FastifyRequest) =>
  isApiRequest(request) && readBearerToken(request) !== null && readSessionToken(request) === undefined;

/** Refuses state-changing requests that a browser sent from another origin. */
export function registerCsrfProtection(app: FastifyInstance, publicUrl: string | null) {
  const publicOrigin = publicUrl === null ? null : new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isBearerOnly(request)) return;
    if (isCrossOrigin(request, publicOrigin)) throw forbidden('Cross-origin requests are not allowed');
  });
}
