import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';

/** Where the built page keeps the sign-in screen's HTML; the server sends it to signed-out visitors of /login and /auth. */
const SIGN_IN_PAGE_FILE = 'sign-in.html';
/**
 * index.html with its stylesheet inlined, for the signed-in pages the server renders with the
 * person's data (web/src/prerender/signed-in-page-markup.tsx): their HTML paints as it arrives.
 */
const SIGNED_IN_PAGE_FILE = 'signed-in.html';

/** Just enough of a browser for the app's modules to load and render /login in Node. */
function withBrowserGlobals<T>(run: () => Promise<T>): Promise<T> {
  const globals = globalThis as Record<string, unknown>;
  const noop = () => {};
  const location = { pathname: '/login', search: '', hash: '', href: 'http://localhost/login' };
  const browser = { window: { location, addEventListener: noop, removeEventListener: noop }, location };
  Object.assign(globals, browser);
  return run().finally(() => {
    for (const name of Object.keys(browser)) delete globals[name];
  });
}

/**
 * The sign-in screen paints from its HTML alone and keeps what is typed until the script takes it
 * over, so nothing competes with that HTML on a slow connection: its scripts are asked for by the
 * entry as it runs (decision 0027: LCP 1.9 s with the preloads, 1.0 s without). The signed-in
 * pages keep them: there the script running before the first paint rather than after it is what
 * keeps the main thread free once the page is on screen.
 */
const withoutModulePreloads = (html: string) => html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');

/**
 * The page's stylesheets as <style> (the policy allows inline style, never inline script): the
 * screen then paints as soon as the HTML arrives, not one more round trip later.
 */
async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  let result = html;
  for (const [link, href = ''] of html.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/g)) {
    const css = await readFile(path.join(outDir, href), 'utf8');
    result = result.replace(link, () => `<style>${css}</style>`);
  }
  return result;
}

/**
 * Writes dist/signed-in.html (above) and dist/sign-in.html: index.html with the sign-in screen rendered into #root by the real
 * components (react-dom/static) and the stylesheet inlined. The screen's largest text paints with
 * the HTML instead of after the app's JavaScript has downloaded and run.
 */
export function prerenderSignIn(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'uh-prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const server = await createServer({
        root,
        configFile: false,
        plugins: [react()],
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const markup = await withBrowserGlobals(async () => {
          const module = (await server.ssrLoadModule('/src/prerender/sign-in-markup.tsx')) as {
            renderSignInMarkup: () => Promise<string>;
          };
          return module.renderSignInMarkup();
        });
        const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const page = (await inlineStylesheets(withoutModulePreloads(index), outDir)).replace(
          '<div id="root"></div>',
          `<div id="root" data-prerendered="sign-in">${markup}</div>`,
        );
        if (!page.includes('data-prerendered')) throw new Error('index.html has no empty #root to fill');
        await writeFile(path.join(outDir, SIGN_IN_PAGE_FILE), page);
        await writeFile(path.join(outDir, SIGNED_IN_PAGE_FILE), await inlineStylesheets(index, outDir));
      } finally {
        await server.close();
      }
    },
  };
}
