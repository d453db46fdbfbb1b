import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorLogFields } from '../lib/error-log';

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

/** How the page goes out: the saved theme applied to its HTML, and the encoding the browser takes best. */
type PageOptions = { themed: (html: string) => string; encoding: 'br' | 'gzip' | null };

export type SignedInPages = {
  /** The page for this request rendered with the person's data, sent; false when there is none to send. */
  send(request: FastifyRequest, reply: FastifyReply, page: PageOptions): Promise<boolean>;
};

/**
 * Signed-in pages rendered on the server with the person's data, when the web build includes the
 * renderer. The data comes from the app's own GET routes, asked in-process with the request's
 * cookie: the same checks and the same answers the browser would get, and nothing else.
 */
export async function loadSignedInPages(app: FastifyInstance, webDistDir: string): Promise<SignedInPages | null> {
  const templateFile = path.join(webDistDir, 'signed-in.html');
  const moduleFile = rendererFile(webDistDir);
  if (!existsSync(templateFile) || !existsSync(moduleFile)) return null;
  const template = readFileSync(templateFile, 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error(`${templateFile} has no empty #root to fill`);
  const { renderSignedInPage } = (await import(pathToFileURL(moduleFile).href)) as { renderSignedInPage: RenderSignedInPage };

  const answerFor = (request: FastifyRequest) => async (url: string) => {
    const response = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: { cookie: request.headers.cookie ?? '', 'user-agent': request.headers['user-agent'] ?? '' },
    });
    return response.statusCode === 200 ? (response.json() as unknown) : null;
  };

  return {
    async send(request, reply, { themed, encoding }) {
      let page: RenderedPage | null;
      try {
        page = await renderSignedInPage(request.url, answerFor(request));
      } catch (error) {
        // The plain page still works: the browser renders it itself.
        request.log.error({ error: errorLogFields(error) }, 'rendering a signed-in page failed');
        return false;
      }
      if (!page) return false;
      const html = themed(template).replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-prerendered="page">${page.html}</div>` +
          `<script type="application/json" id="page-data">${jsonForScriptElement(page.data)}</script>`,
      );
      const body = Buffer.from(html);
      // The person's own data: never kept by a cache, compressed quickly (it is made per request).
      reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('vary', 'Accept-Encoding, Cookie');
      if (encoding) reply.header('content-encoding', encoding);
      const compressed =
        encoding === 'br'
          ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : encoding === 'gzip'
            ? await gzipAsync(body, { level: 6 })
            : body;
      await reply.send(compressed);
      return true;
    },
  };
}
