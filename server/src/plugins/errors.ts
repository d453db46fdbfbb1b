import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';

type ValidationIssue = { instancePath?: string; message?: string };

function describeValidation(error: FastifyError): string {
  const issues = (error.validation ?? []) as ValidationIssue[];
  const parts = issues.map((issue) => {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const where = field || error.validationContext || 'request';
    return `${where}: ${issue.message ?? 'is invalid'}`;
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

export const isApiRequest = (request: FastifyRequest) => request.url === '/api' || request.url.startsWith('/api/');

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
    request.log.error({ err: error, reqId: request.id }, 'Unhandled error');
    return reply.code(500).send({ message: `Something went wrong on our side (reference ${request.id}).` });
  });
}
