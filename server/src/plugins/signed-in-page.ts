import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { errorLogFields } from '../lib/error-log';
import { HttpError } from '../lib/http-error';
import type { UserRow } from '../lib/user-view';
import { createPageReads } from './signed-in-page-reads';

/** The HTML and data of one signed-in page (web/src/prerender/signed-in-page-markup.tsx). */
type RenderedPage = { html: string; data: unknown };

/** The web build's server-side renderer: null when the page is not rendered ahead or nobody is signed in. */
type RenderSignedInPage = (address: string, answer: (url: string) => Promise<unknown>) => Promise<RenderedPage | null>;

/** Where the web build writes the renderer, beside the browser's files (web/vite.ssr.config.ts). */
const rendererFile = (webDistDir: string) => path.join(webDistDir, '..', 'dist-ssr', 'signed-in-page-markup.js');

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** JSON that cannot end the <script> element it sits in, whatever the person typed into their data. */
export const jsonForScriptElement = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

type Encoding = 'br' | 'gzip' | null;

/** How the page goes out: the saved theme (named, and applied to its HTML), and the encoding the browser takes best. */
type PageOptions = { theme: string; themed: (html: string) => string; encoding: Encoding };

export type SignedInPages = {
  /** The page for this request rendered with the person's data, sent; false when there is none to send. */
  send(request: FastifyRequest, reply: FastifyReply, page: PageOptions): Promise<boolean>;
};

/** What the pages need of the app: its services' context, and the session loader the /api routes use. */
export type SignedInPageDeps = { ctx: AppContext; loadSession: (request: FastifyRequest) => Promise<void> };

const ROOT = '<div id="root"></div>';

const compress = (body: Buffer, encoding: Encoding) =>
  encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : encoding === 'gzip'
      ? gzipAsync(body, { level: 6 })
      : Promise.resolve(body);

/**
 * Signed-in pages rendered on the server with the person's data, when the web build includes the
 * renderer. The data is read for the person of the request's session cookie, as the app's own GET
 * routes would answer them (signed-in-page-reads.ts); a read those do not cover is asked of the
 * route in-process with the request's cookie: the same checks and the same answers either way.
 */
export async function loadSignedInPages(app: FastifyInstance, webDistDir: string, deps: SignedInPageDeps): Promise<SignedInPages | null> {
  const templateFile = path.join(webDistDir, 'signed-in.html');
  const moduleFile = rendererFile(webDistDir);
  if (!existsSync(templateFile) || !existsSync(moduleFile)) return null;
  const template = readFileSync(templateFile, 'utf8');
  if (!template.includes(ROOT)) throw new Error(`${templateFile} has no empty #root to fill`);
  const { renderSignedInPage } = (await import(pathToFileURL(moduleFile).href)) as { renderSignedInPage: RenderSignedInPage };
  const pageReads = createPageReads(deps.ctx);

  const injected = async (request: FastifyRequest, url: string) => {
    const response = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: { cookie: request.headers.cookie ?? '', 'user-agent': request.headers['user-agent'] ?? '' },
    });
    return response.statusCode === 200 ? (response.json() as unknown) : null;
  };

  /** The renderer's reads for this request: nothing until it asks, then the session's person, once. */
  const answerFor = (request: FastifyRequest) => {
    let signedIn: Promise<UserRow | null> | undefined;
    return async (url: string): Promise<unknown> => {
      signedIn ??= deps.loadSession(request).then(() => request.session?.user ?? null);
      const user = await signedIn;
      if (!user) return null;
      const direct = pageReads(user, url);
      if (!direct) return injected(request, url);
      try {
        return await direct;
      } catch (error) {
        // As the route would: a refusal is no answer, and anything else is logged as a failed request is.
        if (!(error instanceof HttpError)) request.log.error({ error: errorLogFields(error), url }, 'a signed-in page read failed');
        return null;
      }
    };
  };

  // The page around #root, per theme: the same for every request.
  const frames = new Map<string, [string, string]>();
  const frameOf = (theme: string, themed: (html: string) => string) => {
    let frame = frames.get(theme);
    if (!frame) {
      const html = themed(template);
      const at = html.indexOf(ROOT);
      frame = [html.slice(0, at), html.slice(at + ROOT.length)];
      frames.set(theme, frame);
    }
    return frame;
  };

  // A page the renderer sends again (the same answers within its minute) goes out as the same bytes:
  // they are kept with it, per theme and encoding, and go when it does.
  const sentBodies = new WeakMap<RenderedPage, Map<string, Promise<Buffer>>>();
  const bodyOf = (page: RenderedPage, { theme, themed, encoding }: PageOptions) => {
    const bodies = sentBodies.get(page) ?? new Map<string, Promise<Buffer>>();
    sentBodies.set(page, bodies);
    const key = `${theme} ${encoding ?? 'identity'}`;
    let body = bodies.get(key);
    if (!body) {
      const [before, after] = frameOf(theme, themed);
      const html =
        `${before}<div id="root" data-prerendered="page">${page.html}</div>` +
        `<script type="application/json" id="page-data">${jsonForScriptElement(page.data)}</script>${after}`;
      body = compress(Buffer.from(html), encoding);
      // A failed compression is not kept: the next request tries again.
      body.catch(() => bodies.delete(key));
      bodies.set(key, body);
    }
    return body;
  };

  return {
    async send(request, reply, options) {
      let page: RenderedPage | null;
      try {
        page = await renderSignedInPage(request.url, answerFor(request));
      } catch (error) {
        // The plain page still works: the browser renders it itself.
        request.log.error({ error: errorLogFields(error) }, 'rendering a signed-in page failed');
        return false;
      }
      if (!page) return false;
      const body = await bodyOf(page, options);
      // The person's own data: never kept by a cache, compressed quickly (it is made per render).
      reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('vary', 'Accept-Encoding, Cookie');
      if (options.encoding) reply.header('content-encoding', options.encoding);
      await reply.send(body);
      return true;
    },
  };
}
