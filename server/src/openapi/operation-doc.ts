import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from './error-responses';
import { routeAccessOf, securityOf } from './route-access';
import { routeKey, type PlainSuccess, type RawBody, type RouteDocs } from './route-doc';

/** Where the readable reference lives; its own page and files are not operations of the API. */
export const DOCS_PATH = '/api/docs';

/** The routes the document covers: the API, less the reference's own page and files. */
export const isDocumentedUrl = (url: string) =>
  (url === '/api' || url.startsWith('/api/')) && url !== DOCS_PATH && !url.startsWith(`${DOCS_PATH}/`);

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const STATUS_TEXT: Record<string, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content' };

/** `GET /api/protocols/thirty/:userId` → `getProtocolsThirtyByUserId`: a stable name for client generators. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

// Documented on every signed-in write; the rules are in plugins/idempotency.ts and docs/api.md.
const IDEMPOTENCY_HEADERS = z.object({
  'Idempotency-Key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/)
    .optional()
    .describe('Any 1–255 visible ASCII characters: the same write sent again with the same key within 24 hours is answered, not repeated'),
});

type ResponseMap = Record<string, unknown>;

const isContentForm = (response: unknown) => typeof response === 'object' && response !== null && 'content' in response;

/** The route's own success schemas, each with a description (the zod transform converts them). */
function describedResponses(response: unknown): ResponseMap {
  const described: ResponseMap = {};
  for (const [status, schema] of Object.entries((response ?? {}) as ResponseMap)) {
    described[status] = isContentForm(schema)
      ? schema
      : { description: STATUS_TEXT[status] ?? 'Answer', content: { 'application/json': { schema } } };
  }
  return described;
}

/** A success answer no zod schema describes, as JSON Schema (`type: null`: no body). */
function plainSuccess(success: PlainSuccess): ResponseMap {
  const { status, description, contentType } = success;
  if (!contentType) return { [status]: { type: 'null', description } };
  const schema =
    success.schema ?? (contentType === 'application/json' ? { type: 'object' } : { type: 'string', contentMediaType: contentType });
  return { [status]: { description, content: { [contentType]: { schema } } } };
}

/** A body the route reads itself: what it takes, described in each media type's schema. */
function rawBody(body: RawBody) {
  const content = Object.fromEntries(
    Object.entries(body.content).map(([type, { schema }]) => [type, { schema: { description: body.description, ...schema } }]),
  );
  return { content };
}

/**
 * The @fastify/swagger transform: each /api route's zod schemas become JSON Schema (through the
 * provider's own transform), with its summary, section, auth and every error it can answer
 * added; any other route is left out of the document.
 */
export function createOpenApiTransform(docs: RouteDocs): SwaggerTransform {
  return (input) => {
    const { route, url } = input;
    if (!isDocumentedUrl(url)) return { schema: { hide: true }, url };
    const schema: FastifySchema = input.schema ?? {};
    const method = String([route.method].flat()[0]);
    const doc = docs[routeKey(method, url)];
    const access = routeAccessOf(route.config);
    const isIdempotentWrite = WRITE_METHODS.has(method) && !access.isPublic;
    const withDocs: FastifySchema = {
      ...schema,
      summary: doc?.summary ?? `${method} ${url}`,
      ...(doc?.description ? { description: doc.description } : {}),
      tags: [doc?.tag ?? 'Undocumented'],
      operationId: operationIdOf(method, url),
      security: securityOf(access, doc?.isBearerOnly === true),
      headers: schema.headers ?? (isIdempotentWrite ? IDEMPOTENCY_HEADERS : undefined),
      response: describedResponses(schema.response),
    };
    const converted = jsonSchemaTransform({ ...input, schema: withDocs });
    const traits = {
      hasInput: Boolean(schema.body ?? schema.params ?? schema.querystring ?? doc?.body),
      hasPathParams: /\/:/.test(url),
      isPublic: access.isPublic,
      isIdempotentWrite,
    };
    const response = {
      ...(doc?.success && doc.success !== 'none' ? plainSuccess(doc.success) : {}),
      ...(converted.schema.response as ResponseMap),
      ...errorResponses(traits, doc?.errors),
    };
    return { url: converted.url, schema: { ...converted.schema, ...(doc?.body ? { body: rawBody(doc.body) } : {}), response } };
  };
}
