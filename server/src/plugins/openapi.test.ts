import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../app';
import { createTestApp, newAccount, sessionCookieOf } from '../../test/test-app';
import { isDocumentedUrl } from '../openapi/operation-doc';
import { API_TAGS, routeKey } from '../openapi/route-doc';
import { ROUTE_DOC_PARTS, ROUTE_DOCS } from '../openapi/route-summaries';
import type { ApiRouteAccess } from './guards';
import { CONTENT_SECURITY_POLICY } from './security-headers';

type JsonSchema = { type?: string; properties?: Record<string, unknown>; required?: string[]; $ref?: string };
type Media = Record<string, { schema?: JsonSchema }>;
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Media };
  responses: Record<string, { description: string; content?: Media }>;
};
type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { name?: string }>; schemas: Record<string, JsonSchema> };
};

let app: App;
let document: OpenApiDocument;
beforeAll(async () => {
  app = await createTestApp();
  document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});

/** The routes the document must cover: every /api route but the reference's own page and files. */
const documentedRoutes = () => app.apiRoutes.filter((route) => route.method !== 'HEAD' && isDocumentedUrl(route.url));
const operationOf = (route: ApiRouteAccess) => document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
const statusesOf = (operation: Operation) => Object.keys(operation.responses).map(Number);
const hasJsonBody = (value: unknown) => value !== undefined && value !== null;

describe('GET /api/openapi.json', () => {
  it('answers without a session a document that an OpenAPI 3.1 validator accepts', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has a catalogue entry for every /api route, and no entry without a route', () => {
    const routeKeys = documentedRoutes().map((route) => routeKey(route.method, route.url));
    expect(routeKeys.length).toBeGreaterThan(80);
    expect(
      routeKeys.filter((key) => !(key in ROUTE_DOCS)),
      'routes missing from openapi/route-summaries*.ts',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_DOCS).filter((key) => !routeKeys.includes(key)),
      'catalogue entries naming no route',
    ).toEqual([]);
    const keys = ROUTE_DOC_PARTS.flatMap((part) => Object.keys(part));
    expect(keys.length, 'a key in two parts of the catalogue').toBe(new Set(keys).size);
  });

  it('documents every route with a summary, a listed section and a unique operation id', () => {
    const tags = new Set<string>(API_TAGS.map((tag) => tag.name));
    const ids = new Set<string>();
    for (const route of documentedRoutes()) {
      const operation = operationOf(route);
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operation!.summary).toBe(ROUTE_DOCS[routeKey(route.method, route.url)]?.summary);
      expect(tags.has(operation!.tags?.[0] ?? ''), `${route.method} ${route.url} section`).toBe(true);
      ids.add(operation!.operationId ?? '');
    }
    expect(ids.size).toBe(documentedRoutes().length);
  });

  it("documents each route's request body and success answer, from its zod schemas where it has them", () => {
    for (const route of documentedRoutes()) {
      const name = `${route.method} ${route.url}`;
      const operation = operationOf(route)!;
      const body = route.schema?.body;
      if (body instanceof z.ZodObject) {
        const documented = operation.requestBody?.content['application/json']?.schema;
        expect(Object.keys(documented?.properties ?? {}), `${name} body`).toEqual(Object.keys(body.shape));
      }
      const declared = Object.keys((route.schema?.response ?? {}) as object).filter((status) => /^2/.test(status));
      const catalogued = ROUTE_DOCS[routeKey(route.method, route.url)]?.success;
      expect(declared.length > 0 || catalogued !== undefined, `${name}: no response schema, and no success in the catalogue`).toBe(true);
      for (const status of declared) {
        expect(operation.responses[status]?.content?.['application/json']?.schema, `${name} ${status}`).toBeDefined();
      }
      const succeeds = statusesOf(operation).some((status) => status >= 200 && status < 400);
      expect(succeeds, `${name} success`).toBe(catalogued !== 'none');
    }
  });

  it('lists the errors each route can answer, each with the { message } body', () => {
    for (const route of documentedRoutes()) {
      const name = `${route.method} ${route.url}`;
      const operation = operationOf(route)!;
      const statuses = statusesOf(operation);
      const hasInput = [route.schema?.body, route.schema?.params, route.schema?.querystring].some(hasJsonBody);
      expect(statuses, name).toEqual(expect.arrayContaining([403, 429, 500, 503]));
      if (hasInput) expect(statuses, name).toContain(400);
      expect(statuses.includes(401), `${name} 401`).toBe(!route.isPublic);
      if (route.url.includes('/:')) expect(statuses, name).toContain(404);
      for (const status of statuses.filter((code) => code >= 400)) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema;
        expect(schema?.$ref, `${name} ${status}`).toBe('#/components/schemas/ErrorResponse');
      }
    }
    expect(document.components.schemas.ErrorResponse).toMatchObject({ type: 'object', required: ['message'] });
    const writes = documentedRoutes().filter((route) => route.method !== 'GET' && !route.isPublic);
    for (const route of writes) {
      expect(operationOf(route)!.parameters?.some((parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key')).toBe(
        true,
      );
    }
  });

  it('says who may call each route: nobody in particular, the session, or a token with its scope', () => {
    for (const route of documentedRoutes()) {
      const { security } = operationOf(route)!;
      // Read loosely: the guard's record gains flags as routes do.
      const { scope, checksScopesItself } = route as { scope?: unknown; checksScopesItself?: unknown };
      if (route.isPublic) {
        expect(security, `${route.method} ${route.url}`).toEqual([]);
        continue;
      }
      const tokens = [
        ...(route.isWidget ? [{ bearerToken: ['widget'] }] : []),
        ...(checksScopesItself === true ? [{ bearerToken: [] }] : typeof scope === 'string' ? [{ bearerToken: [scope] }] : []),
      ];
      const isBearerOnly = ROUTE_DOCS[routeKey(route.method, route.url)]?.isBearerOnly === true;
      expect(security, `${route.method} ${route.url}`).toEqual(isBearerOnly ? tokens : [{ sessionCookie: [] }, ...tokens]);
    }
  });

  it('names the cookie that signing in sets', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/register', payload: newAccount() });
    expect(sessionCookieOf(response).split('=')[0]).toBe(document.components.securitySchemes.sessionCookie?.name);
  });

  it('leaves out the routes outside /api and the reference itself', () => {
    const paths = Object.keys(document.paths);
    expect(paths.every((url) => url.startsWith('/api/'))).toBe(true);
    expect(paths.filter((url) => url.startsWith('/api/docs'))).toEqual([]);
    expect(paths).toContain('/api/openapi.json');
  });
});

describe('the reference at /api/docs', () => {
  let webApp: App;
  beforeAll(async () => {
    // The built web app alongside, as in production: its files and its fallback page must not take the reference's addresses.
    const dist = mkdtempSync(path.join(os.tmpdir(), 'uh-openapi-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><body><div id="root"></div></body></html>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1);');
    webApp = await createTestApp({}, { webDistDir: dist });
  });

  it('answers a page whose scripts and styles are same-origin files that load, and no inline script or style', async () => {
    const page = await webApp.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const scripts = [...page.body.matchAll(/<script\b[^>]*>/g)].map(([tag]) => /\ssrc="([^"]+)"/.exec(tag)?.[1]);
    const linked = [...page.body.matchAll(/<link\b[^>]*>/g)].map(([tag]) => ({
      href: /\shref="([^"]+)"/.exec(tag)?.[1],
      type: /\srel="stylesheet"/.test(tag) ? 'css' : 'image/',
    }));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts, 'every script is a file').not.toContain(undefined);
    expect(page.body).not.toMatch(/<style\b|\sstyle="/);
    expect(linked.map((link) => link.type)).toContain('css');
    for (const [url, type] of [...scripts.map((src) => [src, 'javascript']), ...linked.map((link) => [link.href, link.type])]) {
      expect(url, 'same origin').toMatch(/^\/(?!\/)/);
      const file = await webApp.inject({ method: 'GET', url: url! });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type'], url).toContain(type);
      expect(file.rawPayload.length, url).toBeGreaterThan(0);
    }
  });

  it('keeps the app’s Content-Security-Policy: scripts from the app’s own origin only', async () => {
    const page = await webApp.inject({ method: 'GET', url: '/api/docs' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toBe(CONTENT_SECURITY_POLICY);
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
  });

  it('starts the renderer on the document, and sends its bundle compressed when the browser accepts it', async () => {
    const start = await webApp.inject({ method: 'GET', url: '/api/docs/start.js' });
    expect(start.body).toContain("url: '/api/openapi.json'");
    const plain = await webApp.inject({ method: 'GET', url: '/api/docs/swagger-ui-bundle.js' });
    const compressed = await webApp.inject({ method: 'GET', url: '/api/docs/swagger-ui-bundle.js', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(compressed.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('answers an unknown file under /api/docs with the JSON 404, not the web app', async () => {
    const response = await webApp.inject({ method: 'GET', url: '/api/docs/unknown.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found: GET /api/docs/unknown.js' });
    expect((await webApp.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200);
  });
});
