import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import serverPackage from '../../package.json' with { type: 'json' };
import { registerDocsPage } from '../openapi/docs-page';
import { ERROR_SCHEMAS } from '../openapi/error-responses';
import { createOpenApiTransform } from '../openapi/operation-doc';
import { SECURITY_SCHEMES } from '../openapi/route-access';
import { API_TAGS, type RouteDocs } from '../openapi/route-doc';
import { ROUTE_DOCS } from '../openapi/route-summaries';
import { webhookEventDocs } from '../openapi/webhook-docs';

export const OPENAPI_PATH = '/api/openapi.json';

const DESCRIPTION = `The HTTP API of a self-hosted Ultimate Human server, generated from the schemas its routes check.

Each operation lists who may call it: the signed-in app's session cookie, or a bearer token with the scope it needs (none: public). Errors are \`{ "message": "…" }\` with the status. The rules no schema shows (cross-origin writes, idempotency keys, rate limits, how errors read) are in the repository's docs/api.md.`;

/**
 * The OpenAPI 3.1 document at /api/openapi.json, generated from the routes' zod schemas, and the
 * readable reference at /api/docs. Registered before the routes: @fastify/swagger collects them
 * as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, docs: RouteDocs = ROUTE_DOCS) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Ultimate Human API', version: serverPackage.version, description: DESCRIPTION },
      tags: API_TAGS.map((tag) => ({ ...tag })),
      components: { securitySchemes: SECURITY_SCHEMES, schemas: ERROR_SCHEMAS },
      // What the server POSTs to people's own endpoints (docs/webhooks.md).
      webhooks: webhookEventDocs(),
    },
    transform: createOpenApiTransform(docs),
    transformObject: jsonSchemaTransformObject,
  });

  // Public: the same document for everyone, built once on first request and then kept.
  app.get(OPENAPI_PATH, { config: { isPublic: true } }, async () => app.swagger());
  registerDocsPage(app);
}
