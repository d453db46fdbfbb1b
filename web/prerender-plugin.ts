import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Manifest, type Plugin } from 'vite';

/** Where the built page keeps the sign-in screen's HTML; the server sends it to signed-out visitors of /login and /auth. */
const SIGN_IN_PAGE_FILE = 'sign-in.html';
const SIGN_IN_ROUTE_MODULE = 'src/features/auth/routes/sign-in-page.tsx';

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

/** The chunks the sign-in route imports (beyond the entry's own), so the page asks for them at once. */
function signInChunks(manifest: Manifest): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(SIGN_IN_ROUTE_MODULE);
  return [...files];
}

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
 * Writes dist/sign-in.html: index.html with the sign-in screen rendered into #root by the real
 * components (react-dom/static), the stylesheet inlined and modulepreload links for the route's
 * chunks. The screen's largest text paints with
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
        const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
        // The screen paints without them, but until they have run the form is HTML only: what is
        // typed or clicked there before React has taken over must wait as little as possible.
        const preloads = signInChunks(manifest)
          .filter((file) => !index.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('\n    ');
        const page = (await inlineStylesheets(index, outDir))
          .replace('</head>', `  ${preloads}\n  </head>`)
          .replace('<div id="root"></div>', `<div id="root" data-prerendered="sign-in">${markup}</div>`);
        if (!page.includes('data-prerendered')) throw new Error('index.html has no empty #root to fill');
        await writeFile(path.join(outDir, SIGN_IN_PAGE_FILE), page);
      } finally {
        await server.close();
      }
    },
  };
}
