import type { FastifyInstance } from 'fastify';

/**
 * One line per answer worth reading, instead of Fastify's two lines for every request (which cost
 * more than the rest of a typical request's work): 5xx as errors, slow answers as warnings, 4xx as
 * information, and everything else only at debug. Each line carries the request id (`reqId`,
 * also sent as x-request-id). Only the path is logged: query strings can hold personal data.
 */
export function registerRequestLog(app: FastifyInstance, slowRequestMs: number) {
  app.addHook('onResponse', async (request, reply) => {
    const statusCode = reply.statusCode;
    const responseTimeMs = Math.round(reply.elapsedTime);
    const level = statusCode >= 500 ? 'error' : responseTimeMs >= slowRequestMs ? 'warn' : statusCode >= 400 ? 'info' : 'debug';
    const line = { method: request.method, path: request.url.split('?')[0], statusCode, responseTimeMs };
    request.log[level](line, responseTimeMs >= slowRequestMs ? 'slow request' : 'request completed');
  });
}
