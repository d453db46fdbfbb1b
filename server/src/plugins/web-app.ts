import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiRequest } from './errors';

export const THEME_COOKIE = 'uh_theme';

/** Remembers the theme for the HTML the server sends next; "system" leaves it to the browser. */
export function setThemeCookie(reply: FastifyReply, theme: string) {
  if (theme === 'light' || theme === 'dark') {
    reply.setCookie(THEME_COOKIE, theme, { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 365 * 24 * 3600 });
  } else {
    reply.clearCookie(THEME_COOKIE, { path: '/' });
  }
}

/** The theme cookie's value, or none (the browser's own preference decides). */
type SavedTheme = 'light' | 'dark' | 'none';

/** Sets the saved theme on <html> before first paint, without inline script (CSP). */
export function renderIndexHtml(template: string, theme: SavedTheme): string {
  return theme === 'none' ? template : template.replace('<html lang="en">', `<html lang="en" class="${theme}">`);
}

const savedTheme = (request: FastifyRequest): SavedTheme => {
  const theme = request.cookies[THEME_COOKIE];
  return theme === 'light' || theme === 'dark' ? theme : 'none';
};

export type ContentEncoding = 'br' | 'gzip';

/** The best encoding a client accepts of the two the build writes (Brotli first), or null for none. */
export function pickEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const quality = (name: ContentEncoding) => accepted.get(name) ?? (accepted.has('*') ? (accepted.get('*') ?? 0) : 0);
  if (quality('br') > 0 && quality('br') >= quality('gzip')) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

type IndexBody = { identity: Buffer; br: Buffer; gzip: Buffer; etag: string };

/** One page, in every encoding, compressed once at start-up rather than on each request. */
function prepareIndex(html: string): IndexBody {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
    etag: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
  };
}

/** The app's page for a request: the saved theme's version, in the best encoding, 304 when the browser has it. */
function sendIndex(request: FastifyRequest, reply: FastifyReply, pages: Record<SavedTheme, IndexBody>) {
  const page = pages[savedTheme(request)];
  const encoding = pickEncoding(request.headers['accept-encoding']);
  // Each encoding is its own representation, so each has its own strong ETag.
  const etag = `"${page.etag}${encoding ? `-${encoding}` : ''}"`;
  reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding, Cookie')
    .header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? page[encoding] : page.identity);
}

/** Serves the built single-page app: hashed assets cached for a year, index.html for every other GET. */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const indexFile = path.join(webDistDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const pages = template
    ? {
        none: prepareIndex(template),
        light: prepareIndex(renderIndexHtml(template, 'light')),
        dark: prepareIndex(renderIndexHtml(template, 'dark')),
      }
    : null;

  if (template) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      // One route per built file: unknown paths reach the not-found handler (SPA or JSON 404).
      wildcard: false,
      // The build writes .br and .gz beside each text asset; the best one the browser accepts is sent as is.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiRequest(request) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    }
    if (!pages) {
      return reply.code(503).type('text/plain').send('The web app is not built yet. Run `npm run build`.');
    }
    // Unknown paths still get the app, which shows its 404 page.
    return sendIndex(request, reply, pages);
  });
}
