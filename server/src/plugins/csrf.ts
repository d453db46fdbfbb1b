import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isCrossOrigin(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false; // Not a browser form or fetch: cookies are not sent implicitly.
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/** Refuses state-changing requests that a browser sent from another origin. */
export function registerCsrfProtection(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossOrigin(request)) throw forbidden('Cross-origin requests are not allowed');
  });
}
