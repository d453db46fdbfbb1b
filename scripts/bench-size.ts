// Prints the gzipped size (level 9) of the JavaScript a browser loads to show /login.
// "Initial" is what the page needs before the sign-in form works: the entry chunk, the sign-in
// route chunk and their static imports (from Vite's manifest). Chromium then loads the app and
// every script it requests is listed, so chunks fetched later (toasts at idle, the form schema
// on first focus) are visible too. Budget for the initial chunks: 90 KB.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const BUDGET_KB = 90;
const dist = path.resolve(import.meta.dirname, '../web/dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('Build the web app first: npm run build');
  process.exit(1);
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };

// A stand-in for the API with a signed-out visitor: enough for the sign-in screen to render.
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/api/user')
    return void response.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"signed out"}');
  if (url.pathname === '/api/auth/options') {
    return void response
      .writeHead(200, { 'content-type': 'application/json' })
      .end('{"demoAccount":null,"oidcSignIn":{"isConfigured":false,"providerName":"Google"}}');
  }
  const file = path.join(dist, url.pathname);
  const target = file.startsWith(dist) && existsSync(file) && path.extname(file) ? file : path.join(dist, 'index.html');
  response.writeHead(200, { 'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream' }).end(readFileSync(target));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage();
const scripts = new Set<string>();
page.on('request', (request) => {
  if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
});
await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
await page.getByRole('button', { name: 'Sign in' }).waitFor();
await browser.close();
server.close();

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const SIGN_IN_ROUTE = 'src/features/auth/routes/sign-in-page.tsx';
if (!manifest[SIGN_IN_ROUTE]) throw new Error(`${SIGN_IN_ROUTE} is no longer a chunk of its own: update this script`);

const initial = new Set<string>();
const addWithStaticImports = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(`/${chunk.file}`)) return;
  initial.add(`/${chunk.file}`);
  chunk.imports?.forEach(addWithStaticImports);
};
Object.entries(manifest)
  .filter(([, chunk]) => chunk.isEntry)
  .forEach(([key]) => addWithStaticImports(key));
addWithStaticImports(SIGN_IN_ROUTE);

const missing = [...initial].filter((file) => !scripts.has(file));
if (missing.length > 0) throw new Error(`Chromium did not load these initial chunks: ${missing.join(', ')}`);

function report(title: string, files: string[]): number {
  console.log(title);
  let totalKb = 0;
  for (const file of files.sort()) {
    const kb = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
    totalKb += kb;
    console.log(`${kb.toFixed(1).padStart(7)} KB gz  ${file}`);
  }
  return totalKb;
}

const initialKb = report('Initial chunks (entry + sign-in route and their static imports):', [...initial]);
const laterKb = report(
  '\nLoaded later (idle or on first use):',
  [...scripts].filter((file) => !initial.has(file)),
);
const verdict = initialKb <= BUDGET_KB ? 'OK' : 'OVER';
console.log(
  `\n/login initial JS: ${initialKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB: ${verdict}); loaded later: ${laterKb.toFixed(1)} KB`,
);
process.exitCode = initialKb <= BUDGET_KB ? 0 : 1;
