import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const VIEWPORTS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const;

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];
const pageProblems = new Map<Page, string[]>();

/**
 * One Chromium per spec file; every page fails its test on console errors or CSP violations.
 * `args` adds Chromium flags, e.g. a fake microphone playing a file.
 */
export function useBrowser({ args = [] }: { args?: readonly string[] } = {}) {
  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(`Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`);
    }
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        ...args,
      ],
    });
  });
  afterEach(async ({ task }) => {
    // A failure says what each open page showed, so a failure seen only once can still be read.
    if (task.result?.state === 'fail') await describeOpenPages();
    const problems = [...pageProblems.values()].flat();
    pageProblems.clear();
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    if (problems.length > 0) throw new Error(`The page reported problems:\n${problems.join('\n')}`);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

async function describeOpenPages() {
  for (const page of contexts.flatMap((context) => context.pages())) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2000 })
      .catch((error: unknown) => `(unreadable: ${String(error)})`);
    console.error(`Page ${page.url()} showed:\n${text.slice(0, 2000)}`);
  }
}

/**
 * A fresh signed-out browser context and page on the running app. The app's offline worker is
 * blocked unless `serviceWorkers: 'allow'`: once it controls a page, requests pass through it and
 * `page.route` no longer sees them (Playwright's own advice is to block it where routes are used).
 */
export async function openPage(
  path = '/',
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  { allowedErrors = [] as RegExp[], baseUrl = inject('baseUrl'), serviceWorkers = 'block' as 'allow' | 'block' } = {},
) {
  if (!browser) throw new Error('useBrowser() must be called in the spec file');
  const context = await browser.newContext({ baseURL: baseUrl, viewport, serviceWorkers });
  contexts.push(context);
  const page = await context.newPage();
  const problems: string[] = [];
  pageProblems.set(page, problems);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // Failed requests are logged by the API client on purpose (docs/product.md §8) and by the browser.
    if (/^\d{3}: /.test(text) || /Failed to load resource/.test(text)) return;
    if (allowedErrors.some((pattern) => pattern.test(text))) return;
    problems.push(`console error on ${page.url()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught error on ${page.url()}: ${error.message}`));
  await page.goto(path);
  return page;
}

let counter = 0;
export function uniqueUser() {
  counter += 1;
  const username = `e2e_${Date.now().toString(36)}_${counter}`;
  return { username, email: `${username}@example.com`, displayName: 'Robin Tester', password: 'morning-sun-30' };
}
