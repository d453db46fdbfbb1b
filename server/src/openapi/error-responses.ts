import { errorResponseSchema } from '@uh/core/common/error.schema';
import { z } from 'zod';
import type { ErrorStatus } from './route-doc';

/** The statuses any route may answer, whatever it does. */
type CommonStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 503;

/** What a route is, as far as the errors it can answer depend on it. */
export type ErrorTraits = {
  /** Takes a body, path parameters or a query string: each is checked (400). */
  hasInput: boolean;
  hasPathParams: boolean;
  isPublic: boolean;
  /** A signed-in write, which may carry an `Idempotency-Key` (plugins/idempotency.ts). */
  isIdempotentWrite: boolean;
};

/** Why any route may answer each status; a route's own reasons come first (route-summaries.ts). */
export const COMMON_REASONS: Record<CommonStatus, string> = {
  400: 'The request is invalid: the message names the field, in the words the app’s forms use',
  401: 'Not signed in, or the bearer token is unknown, expired or revoked',
  403: 'Not allowed: a token this operation does not take (or without the scope it needs), another person’s `userId`, or a browser write from another origin',
  404: 'Not found among the caller’s own records (another person’s record is not found either)',
  409: 'The `Idempotency-Key` belongs to a request still being handled, or to one that never finished',
  422: 'The `Idempotency-Key` was used for a different request',
  429: 'Too many requests: wait the `Retry-After` seconds',
  500: 'A fault on the server: the message holds a reference to quote',
  503: 'The database is unavailable for a moment: try again after the `Retry-After` seconds',
};

/** The statuses every route with these traits can answer, besides any of its own. */
export function commonErrorStatuses(traits: ErrorTraits): CommonStatus[] {
  const statuses: CommonStatus[] = [];
  if (traits.hasInput) statuses.push(400);
  if (!traits.isPublic) statuses.push(401);
  statuses.push(403);
  if (traits.hasPathParams) statuses.push(404);
  if (traits.isIdempotentWrite) statuses.push(409, 422);
  statuses.push(429, 500, 503);
  return statuses;
}

/** The `{ message }` body as JSON Schema 2020-12, the dialect of OpenAPI 3.1 (without its `$schema`, which the document sets). */
function errorBodySchema(): Record<string, unknown> {
  const schema: Record<string, unknown> = { ...z.toJSONSchema(errorResponseSchema, { target: 'draft-2020-12' }) };
  delete schema.$schema;
  return schema;
}

/** The document's components: the error body, once, which every error response refers to. */
export const ERROR_SCHEMAS = { ErrorResponse: errorBodySchema() };
const ERROR_BODY = { $ref: '#/components/schemas/ErrorResponse' };

const RETRY_AFTER = { 'Retry-After': { type: 'integer', minimum: 0, description: 'Seconds to wait before trying again' } };

/**
 * The error responses of one operation, in the shape @fastify/swagger reads from a route's
 * `response` (a description, a JSON body and, for 429 and 503, the Retry-After header).
 */
export function errorResponses(traits: ErrorTraits, own: Partial<Record<ErrorStatus, string>> = {}): Record<string, unknown> {
  const reasons = new Map<number, string[]>();
  const add = (status: number, reason: string) => reasons.set(status, [...(reasons.get(status) ?? []), `${reason}.`]);
  for (const [status, reason] of Object.entries(own)) add(Number(status), reason);
  for (const status of commonErrorStatuses(traits)) add(status, COMMON_REASONS[status]);
  const responses: Record<string, unknown> = {};
  for (const [status, said] of [...reasons].sort(([a], [b]) => a - b)) {
    // A copy each: the document generator may change what it is given.
    responses[status] = structuredClone({
      // CommonMark: the route's own reason, then the common one, as two paragraphs.
      description: said.join('\n\n'),
      content: { 'application/json': { schema: ERROR_BODY } },
      ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
    });
  }
  return responses;
}
