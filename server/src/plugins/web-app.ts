import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

/** Sets the saved theme on <html> before first paint, without inline script (CSP). */
export function renderIndexHtml(template: string, request: FastifyRequest): string {
  const theme = request.cookies[THEME_COOKIE];
  if (theme !== 'light' && theme !== 'dark') return template;
  return template.replace('<html lang="en">', `<html lang="en" class="${theme}">`);
}

/** Serves the built single-page app: hashed assets cached for a year, index.html for every other GET. */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const indexFile = path.join(webDistDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

  if (template) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      // One route per built file: unknown paths reach the not-found handler (SPA or JSON 404).
      wildcard: false,
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
    if (!template) {
      return reply.code(503).type('text/plain').send('The web app is not built yet. Run `npm run build`.');
    }
    // Unknown paths still get the app, which shows its 404 page.
    return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(renderIndexHtml(template, request));
  });
}
