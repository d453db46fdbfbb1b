import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { ApiRouteAccess } from '../src/plugins/guards';
import { createTestApp, signUp } from '../test/test-app';
import { anyJson, objectOf, pathParameter } from './request-values';

/**
 * Every /api route, read from the app's own route table, gets FUZZ_RUNS requests (250 in `npm test`,
 * which must fit the CI budget; FUZZ_RUNS=1000 or more by hand) generated from its schemas: valid, boundary and invalid values, wrong types,
 * huge and odd strings, malformed JSON, wrong content types and bad path parameters. None may
 * answer 5xx, a 2xx must match the route's response schema, and no promise may go unhandled.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 250);

let app: App;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  app = await createTestApp({ IMPORTS_PER_HOUR: '100000', CHAT_COMPLETIONS_PER_MINUTE: '100000', CHAT_MESSAGES_PER_MINUTE: '100000' });
});
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
});

type Request = { url: string; headers: Record<string, string>; payload?: string | Buffer };

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
];

const isObjectSchema = (schema: unknown): schema is z.ZodObject =>
  (schema as { _zod?: { def?: { type?: string } } })?._zod?.def?.type === 'object';

function queryString(values: Record<string, unknown>): string {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  return entries.length === 0
    ? ''
    : `?${new URLSearchParams(entries.map(([key, value]): [string, string] => [key, typeof value === 'string' ? value : JSON.stringify(value)]))}`;
}

/** Requests for one route: its path with generated parameters, a query and a body of many kinds. */
function requestsFor(route: ApiRouteAccess): fc.Arbitrary<Request> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const path = fc
    .tuple(...names.map(() => pathParameter))
    .map((values) => values.reduce<string>((url, value, index) => url.replace(`:${names[index]}`, value), route.url));
  const querySchema = route.schema?.querystring;
  const query = isObjectSchema(querySchema) ? objectOf(querySchema).map(queryString) : fc.constant('');
  const bodySchema = route.schema?.body;
  const json = isObjectSchema(bodySchema) ? fc.oneof(objectOf(bodySchema), anyJson) : anyJson;
  const body = BODY_METHODS.has(route.method)
    ? fc.oneof(
        json.map((value) => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' })),
        fc
          .constantFrom('{', '{"a":', '[1,2', '\u0000', '{"__proto__":{"admin":true}}', '')
          .map((payload) => ({ contentType: 'application/json', payload })),
        fc
          .tuple(fc.constantFrom(...CONTENT_TYPES), fc.uint8Array({ maxLength: 200 }))
          .map(([contentType, bytes]) => ({ contentType, payload: Buffer.from(bytes) })),
        fc.constant(undefined),
      )
    : fc.constant(undefined);
  return fc.tuple(path, query, body).map(([url, search, sent]): Request => ({
    url: `${url}${search}`,
    headers: sent ? { 'content-type': sent.contentType } : {},
    payload: sent?.payload,
  }));
}

describe('every /api route under generated requests', () => {
  it('has routes to fuzz', () => {
    expect(app.apiRoutes.length).toBeGreaterThan(40);
  });

  const figures: { route: string; requests: number; statuses: Record<number, number> }[] = [];
  afterAll(() => {
    const total = figures.reduce((sum, entry) => sum + entry.requests, 0);
    console.log(
      `route fuzzing: ${figures.length} routes, ${total} requests (${RUNS} per route), 0 5xx, 0 schema violations, ${unhandled.length} unhandled rejections`,
    );
  });

  it('answers every route without a 5xx, within its response schema', async () => {
    for (const route of app.apiRoutes.filter((entry) => entry.method !== 'HEAD')) {
      // A fresh account per route: a route that signs out or deletes the account spoils only its own run.
      const { cookie } = await signUp(app);
      const statuses: Record<number, number> = {};
      await fc.assert(
        fc.asyncProperty(requestsFor(route), fc.boolean(), async (request, signedIn) => {
          const response = await app.inject({
            method: route.method as 'GET',
            url: request.url,
            headers: { ...request.headers, ...(signedIn ? { cookie } : {}) },
            payload: request.payload,
          });
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          if (response.statusCode >= 500)
            throw new Error(`${route.method} ${request.url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
          const responseSchema = (route.schema?.response as Record<number, unknown> | undefined)?.[response.statusCode];
          if (responseSchema && response.headers['content-type']?.toString().startsWith('application/json')) {
            const parsed = (responseSchema as z.ZodType).safeParse(response.json());
            if (!parsed.success)
              throw new Error(
                `${route.method} ${request.url}: ${response.statusCode} outside its schema: ${parsed.error.message.slice(0, 300)}`,
              );
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      figures.push({ route: `${route.method} ${route.url}`, requests: RUNS, statuses });
    }
    expect(unhandled).toEqual([]);
  });
});
