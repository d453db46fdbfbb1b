// Prints the gzipped size (level 9) of the JavaScript a browser loads to show /login signed out
// and the dashboard (/) signed in, from the built app (embedded PostgreSQL, a new person with a
// month of history for the dashboard).
// "Initial" is what a page needs before it works, from Vite's manifest: the entry chunk, the route
// chunks the router loads for that address and their static imports. For /login that is the
// sign-in route (usable: the Sign in button). For / it is the layout and the dashboard route
// (usable: today's three protocol cards, filled in); Chromium must have requested all of them by
// then. Every other script Chromium requests is listed too, as loaded later (toasts at idle, the
// form schema on first focus), so nothing fetched on the way is hidden.
// Budgets for the initial chunks: 90 KB for /login, 130 KB for the dashboard.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { SERVER_BUNDLE, startBuiltApp } from '../e2e/support/built-app';
import { registerWithAMonthOfData } from './bench-account';

const dist = path.resolve(import.meta.dirname, '../web/dist');
if (!existsSync(path.join(dist, 'index.html')) || !existsSync(SERVER_BUNDLE)) {
  console.error('Build the app first: npm run build');
  process.exit(1);
}

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** The entry and these route modules, with their static imports, as the files the browser asks for. */
function initialChunks(routeModules: string[]): Set<string> {
  const files = new Set<string>();
  const addWithStaticImports = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(addWithStaticImports);
  };
  Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .forEach(([key]) => addWithStaticImports(key));
  for (const module of routeModules) {
    if (!manifest[module]) throw new Error(`${module} is no longer a chunk of its own: update this script`);
    addWithStaticImports(module);
  }
  return files;
}

// Deferred chunks wait for idle time (at most 2 s after the first screen): 3 s after the page is
// usable, what it loads on its own has been asked for. (Playwright's "networkidle" is not used:
// it never settles while the 401 of a signed-out visitor's GET /api/user is left unread.)
const SETTLE_MS = 3000;

/** Every script the page requests: those by the time it is usable, and all of them once it has settled. */
async function scriptsOf(page: Page, url: string, isUsable: (page: Page) => Promise<void>) {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'commit' });
  await isUsable(page);
  const whenUsable = new Set(scripts);
  await page.waitForTimeout(SETTLE_MS);
  return { whenUsable, all: scripts };
}

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

type Measure = {
  label: string;
  url: string;
  budgetKb: number;
  routeModules: string[];
  describe: string;
  open: (browser: Browser) => Promise<Page>;
  isUsable: (page: Page) => Promise<void>;
};

/** Prints one page's chunks; answers whether its initial JS is within budget. */
async function measure(browser: Browser, { label, url, budgetKb, routeModules, describe, open, isUsable }: Measure) {
  const initial = initialChunks(routeModules);
  const page = await open(browser);
  const { whenUsable, all } = await scriptsOf(page, url, isUsable);
  await page.close();
  const missing = [...initial].filter((file) => !whenUsable.has(file));
  if (missing.length > 0)
    throw new Error(`${label}: Chromium had not requested these initial chunks when the page was usable: ${missing.join(', ')}`);

  console.log(`\n== ${label}`);
  const initialKb = report(`Initial chunks (${describe} and their static imports):`, [...initial]);
  const laterKb = report(
    '\nLoaded later (idle or on first use):',
    [...all].filter((file) => !initial.has(file)),
  );
  const isWithin = initialKb <= budgetKb;
  console.log(
    `\n${label} initial JS: ${initialKb.toFixed(1)} KB gzipped (budget ${budgetKb} KB: ${isWithin ? 'OK' : 'OVER'}); loaded later: ${laterKb.toFixed(1)} KB`,
  );
  return isWithin;
}

const app = await startBuiltApp();
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
try {
  const isSignInWithin = await measure(browser, {
    label: '/login',
    url: `${app.url}/login`,
    budgetKb: 90,
    routeModules: ['src/features/auth/routes/sign-in-page.tsx'],
    describe: 'entry + sign-in route',
    open: (chromium) => chromium.newPage(),
    // Sent rendered, the form shows at once; it is usable once the app has taken it over.
    isUsable: (page) => page.getByRole('button', { name: 'Sign in', disabled: false }).waitFor(),
  });
  const session = await registerWithAMonthOfData(app.url);
  const isDashboardWithin = await measure(browser, {
    label: '/ (signed in)',
    url: `${app.url}/`,
    budgetKb: 130,
    routeModules: ['src/app/layout/app-layout.tsx', 'src/features/dashboard/routes/dashboard-page.tsx'],
    describe: 'entry + layout + dashboard route',
    open: async (chromium) => {
      const context = await chromium.newContext();
      await context.addCookies([{ name: 'uh_session', value: session, url: app.url }]);
      return context.newPage();
    },
    // Sent rendered with its data, the page is usable once the app has taken it over (its buttons work).
    isUsable: async (page) => {
      await page.locator('[aria-labelledby="today-protocols-heading"][aria-busy="false"]').waitFor();
      await page.getByRole('button', { name: 'Toggle menu', disabled: false }).waitFor();
    },
  });
  process.exitCode = isSignInWithin && isDashboardWithin ? 0 : 1;
} finally {
  await browser.close();
  await app.stop();
}
