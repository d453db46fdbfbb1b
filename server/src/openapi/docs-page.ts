import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { pickEncoding, type ContentEncoding } from '../plugins/web-app';
import { DOCS_PATH } from './operation-doc';

// The readable reference: Swagger UI (swagger-ui-dist) served from the installed package, never
// a CDN. The app's CSP (plugins/security-headers.ts) holds as it is: script-src 'self' is met by
// starting the renderer from a file of its own rather than an inline script, and the inline style
// attributes it sets are already allowed for the app's own UI primitives.

const RENDERER_PACKAGE = 'swagger-ui-dist';

/** The renderer's files the page loads, by the name they are served under, with their media types. */
const RENDERER_FILES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  // Named by the page, so that the browser does not ask for /favicon.ico, which the app lacks.
  'favicon-32x32.png': 'image/png',
} as const;

const START_SCRIPT = `// Shows the API's OpenAPI document (a file, not inline: the page's CSP allows only same-origin scripts).
window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  // Off: its links sit inside each operation's toggle button, which screen readers cannot use (nested controls).
  deepLinking: false,
  filter: true,
  displayRequestDuration: true,
  validatorUrl: null,
});
`;

/**
 * Swagger UI's own colours put white on light greens, blues and oranges: these keep its look with
 * the contrast WCAG AA asks for (4.5:1 for text), as the rest of the app does; the copy buttons of
 * the operations' paths keep, out of hover too, the 24 px a pointer (or a keyboard user) needs.
 */
const CONTRAST_CSS = `.swagger-ui .opblock-summary-method { text-shadow: none; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d5fa8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1f7a4d; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8a5100; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0f6b63; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b3261e; }
.swagger-ui .info .title small { background: #4b5563; }
.swagger-ui .info .title small.version-stamp { background: #3f6212; }
.swagger-ui .info a, .swagger-ui .info .url { color: #1d4ed8; }
.swagger-ui .btn.authorize, .swagger-ui .btn.authorize span { color: #1f7a4d; border-color: #1f7a4d; }
.swagger-ui .btn.authorize svg { fill: #1f7a4d; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #374151; }
.swagger-ui .opblock .opblock-summary .view-line-link.copy-to-clipboard { width: 24px; }
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Ultimate Human API reference</title>
    <link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-32x32.png" />
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css" />
    <link rel="stylesheet" href="${DOCS_PATH}/contrast.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/start.js"></script>
  </body>
</html>
`;

const require = createRequire(import.meta.url);

/**
 * The installed renderer's folder, found the way Node finds a package from this file: from
 * src/ under tsx and from dist/ in the bundled server alike (build.mjs keeps npm packages external).
 */
function rendererDir(): string {
  for (const folder of require.resolve.paths(RENDERER_PACKAGE) ?? []) {
    const candidate = path.join(folder, RENDERER_PACKAGE);
    if (existsSync(path.join(candidate, 'swagger-ui-bundle.js'))) return candidate;
  }
  throw new Error(`${RENDERER_PACKAGE} is not installed: run npm ci`);
}

const compress: Record<ContentEncoding, (bytes: Buffer) => Promise<Buffer>> = {
  // Quality 9 of 11: a second or so once for the 1.5 MB bundle, nearly as small as the best.
  br: (bytes) => promisify(brotliCompress)(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * Every /api answer is `no-store` (security-headers.ts), so a browser fetches the bundle on each
 * visit: each file is read and compressed once, on first use, and kept in memory.
 */
function createRendererFiles() {
  const kept = new Map<string, Promise<Buffer>>();
  const read = (file: string, encoding: ContentEncoding | null): Promise<Buffer> => {
    const key = `${file} ${encoding ?? 'identity'}`;
    let body = kept.get(key);
    if (!body) {
      body = encoding === null ? readFile(path.join(rendererDir(), file)) : read(file, null).then(compress[encoding]);
      // A failure (the package missing) is tried again on the next request rather than kept.
      body.catch(() => kept.delete(key));
      kept.set(key, body);
    }
    return body;
  };
  return read;
}

/** The reference page at /api/docs and its files, public like the document itself. */
export function registerDocsPage(app: FastifyInstance) {
  const readRendererFile = createRendererFiles();
  const isPublic = { config: { isPublic: true } };

  app.get(DOCS_PATH, isPublic, async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get(`${DOCS_PATH}/start.js`, isPublic, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(START_SCRIPT));
  app.get(`${DOCS_PATH}/contrast.css`, isPublic, async (_request, reply) => reply.type('text/css; charset=utf-8').send(CONTRAST_CSS));

  for (const [file, type] of Object.entries(RENDERER_FILES)) {
    app.get(`${DOCS_PATH}/${file}`, isPublic, async (request, reply) => {
      // A PNG is compressed already.
      const encoding = type.startsWith('image/') ? null : pickEncoding(request.headers['accept-encoding']);
      const body = await readRendererFile(file, encoding);
      reply.type(type).header('vary', 'Accept-Encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    });
  }
}
