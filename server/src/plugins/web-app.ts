import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiRequest } from './errors';
import { readSessionToken } from './session';
import { loadSignedInPages, type SignedInPageDeps, type SignedInPages } from './signed-in-page';

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

type ThemedPages = Record<SavedTheme, IndexBody>;

const themedPages = (template: string): ThemedPages => ({
  none: prepareIndex(template),
  light: prepareIndex(renderIndexHtml(template, 'light')),
  dark: prepareIndex(renderIndexHtml(template, 'dark')),
});

/** The sign-in screen's addresses, which the build also writes pre-rendered (web/prerender-plugin.ts). */
const SIGN_IN_PATHS = new Set(['/login', '/auth']);

/**
 * The pre-rendered sign-in screen goes only to a visitor without a session cookie, who is signed
 * out: anyone else gets the plain page, so a signed-in person is never shown the form on the way to /.
 */
const isSignedOutSignIn = (request: FastifyRequest) =>
  SIGN_IN_PATHS.has(request.url.split('?')[0] ?? '') && readSessionToken(request) === undefined;

/**
 * With a session cookie, the app's first question is who is signed in: the browser starts asking
 * with the page rather than once the app's script has downloaded and run (the answer's wait for
 * the page's data then starts a round trip sooner). The app's own fetch takes the preloaded answer.
 */
const SESSION_PRELOAD = '</api/user>; rel=preload; as=fetch; crossorigin=use-credentials';

/** The app's page for a request: the saved theme's version, in the best encoding, 304 when the browser has it. */
function sendIndex(request: FastifyRequest, reply: FastifyReply, pages: ThemedPages) {
  const page = pages[savedTheme(request)];
  if (readSessionToken(request) !== undefined) reply.header('link', SESSION_PRELOAD);
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

/** A signed-in person's page rendered with their data, when it is one of those and they are signed in. */
async function sendSignedInPage(request: FastifyRequest, reply: FastifyReply, signedInPages: SignedInPages | null): Promise<boolean> {
  if (!signedInPages || request.method !== 'GET' || readSessionToken(request) === undefined) return false;
  const theme = savedTheme(request);
  return signedInPages.send(request, reply, {
    theme,
    themed: (html) => renderIndexHtml(html, theme),
    encoding: pickEncoding(request.headers['accept-encoding']),
  });
}

/** Serves the built single-page app: hashed assets cached for a year, index.html for every other GET. */
export async function registerWebApp(app: FastifyInstance, webDistDir: string, pageDeps: SignedInPageDeps) {
  const indexFile = path.join(webDistDir, 'index.html');
  const signInFile = path.join(webDistDir, 'sign-in.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const pages = template ? themedPages(template) : null;
  const signInPages = existsSync(signInFile) ? themedPages(readFileSync(signInFile, 'utf8')) : pages;

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

  // The pre-rendered form posts to its own address if sent before the app's script takes it over:
  // the person is shown the form again (303), and the body (a password) is never read.
  await app.register(async (signIn) => {
    signIn.removeAllContentTypeParsers();
    signIn.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const url of SIGN_IN_PATHS) signIn.post(url, async (_request, reply) => reply.redirect(url, 303));
  });

  const signedInPages = template ? await loadSignedInPages(app, webDistDir, pageDeps) : null;

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiRequest(request) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    }
    if (!pages) {
      return reply.code(503).type('text/plain').send('The web app is not built yet. Run `npm run build`.');
    }
    if (await sendSignedInPage(request, reply, signedInPages)) return reply;
    // Unknown paths still get the app, which shows its 404 page.
    return sendIndex(request, reply, signInPages && isSignedOutSignIn(request) ? signInPages : pages);
  });
}
