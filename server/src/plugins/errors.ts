import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import { errorLogFields } from '../lib/error-log';
import { isDatabaseUnavailable } from '../lib/pg-errors';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable right now. Try again in a moment.';
/** Seconds a client is asked to wait: about how long a PostgreSQL restart takes. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

type ValidationIssue = { instancePath?: string; message?: string; keyword?: string; params?: { keys?: unknown } };

/** `Unknown field "timestamp"`: one wording for every refused key, whatever the schema's own message. */
function unknownFields(keys: unknown): string | null {
  if (!Array.isArray(keys) || keys.length === 0) return null;
  // A key is echoed back, so a huge one is cut short rather than mirrored whole.
  const names = keys.map((key) => `"${String(key).slice(0, 80)}"`).join(', ');
  return `Unknown ${keys.length === 1 ? 'field' : 'fields'} ${names}`;
}

function describeValidation(error: FastifyError): string {
  const issues = (error.validation ?? []) as ValidationIssue[];
  const parts = issues.map((issue) => {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const where = field || error.validationContext || 'request';
    const message = issue.keyword === 'unrecognized_keys' ? unknownFields(issue.params?.keys) : null;
    return `${where}: ${message ?? issue.message ?? 'is invalid'}`;
  });
  return parts.join('; ') || 'The request is invalid';
}

// Fastify's own client errors get wording a person can act on.
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but JSON was declared',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request content length is invalid',
};

/**
 * Whether a request is for the API, by the route it matched (so `/%61pi/user` is the API too); a
 * request that matched no route by its decoded path.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? decodedPath(request.url);
  return path === '/api' || path.startsWith('/api/');
}

function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The single error handler: 4xx carry `{ message }` naming the problem; 5xx never carry internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (error.validation) {
      return reply.code(400).send({ message: describeValidation(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FASTIFY_CLIENT_ERRORS[error.code]) ?? (error.message || 'Bad request');
      return reply.code(status).send({ message });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug of ours and not the client's: a restart or outage of the database, worth a retry.
      request.log.warn({ error: errorLogFields(error), reqId: request.id }, 'Database unavailable');
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ error: errorLogFields(error), reqId: request.id }, 'Unhandled error');
    return reply.code(500).send({ message: `Something went wrong on our side (reference ${request.id}).` });
  });
}
