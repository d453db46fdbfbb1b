// Lighthouse 12 on the built app, the way a phone sees it: the default mobile preset (simulated
// slow 4G and a 4x slower CPU), performance and accessibility, three runs per page and the median
// of each figure. /login is measured signed out; /, /progress and /fasting signed in as a new
// person with a month of history; / and /progress again as another such person who also keeps 20
// own protocols with a month of entries. Prints one table per page with its budgets and exits 1 if
// any budget is missed (after printing everything). BENCH_WEB_REPORTS=<folder> keeps the JSON
// reports; BENCH_WEB_PAGES=/login,/progress measures only the pages of those labels (a page's label
// is its path, or e.g. '/ (20 own protocols)').
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { SERVER_BUNDLE, startBuiltApp } from '../e2e/support/built-app';
import { registerWithAMonthOfData } from './bench-account';
import { keepTwentyOwnProtocols } from './bench-own-protocols';

const RUNS = 3;
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportsDir = process.env.BENCH_WEB_REPORTS;

/** Who opens the page: nobody, a person with a month of history, or one who also keeps 20 own protocols. */
type Visitor = 'signedOut' | 'monthOfData' | 'ownProtocols';
type Page = { label: string; path: string; visitor: Visitor; minPerformance: number; maxLcpMs: number };
const PAGES: Page[] = [
  { label: '/login', path: '/login', visitor: 'signedOut', minPerformance: 98, maxLcpMs: 1500 },
  { label: '/', path: '/', visitor: 'monthOfData', minPerformance: 95, maxLcpMs: 2000 },
  { label: '/progress', path: '/progress', visitor: 'monthOfData', minPerformance: 95, maxLcpMs: 2000 },
  { label: '/fasting', path: '/fasting', visitor: 'monthOfData', minPerformance: 95, maxLcpMs: 2000 },
  { label: '/ (20 own protocols)', path: '/', visitor: 'ownProtocols', minPerformance: 95, maxLcpMs: 2000 },
  { label: '/progress (20 own protocols)', path: '/progress', visitor: 'ownProtocols', minPerformance: 95, maxLcpMs: 2000 },
];
const only = process.env.BENCH_WEB_PAGES?.split(',').map((label) => label.trim());
const pages = PAGES.filter((page) => !only || only.includes(page.label));
if (only && pages.length < only.length) {
  const unknown = only.filter((label) => !PAGES.some((page) => page.label === label));
  console.error(`BENCH_WEB_PAGES names no page: ${unknown.join(', ')} (pages: ${PAGES.map((page) => page.label).join(', ')})`);
  process.exit(1);
}
const MAX_CLS = 0.01;
const MAX_TBT_MS = 100;
const MIN_ACCESSIBILITY = 100;

if (!existsSync(path.resolve(import.meta.dirname, '../web/dist/index.html')) || !existsSync(SERVER_BUNDLE)) {
  console.error('Build the app first: npm run build');
  process.exit(1);
}

type Figures = { performance: number; lcpMs: number; cls: number; tbtMs: number; fcpMs: number; accessibility: number };

function figuresOf(lhr: Result): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    accessibility: score('accessibility'),
  };
}

/** One Lighthouse run in a fresh Chrome; a run whose trace came out broken (it happens on a busy machine) is redone. */
async function runLighthouse(url: string, extraHeaders: Record<string, string>, attemptsLeft = 3): Promise<Result> {
  const lhr = await runLighthouseOnce(url, extraHeaders);
  if (!lhr.runtimeError) return lhr;
  if (attemptsLeft <= 1) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  console.log(`  (${new URL(url).pathname}: ${lhr.runtimeError.code}, running again)`);
  return runLighthouse(url, extraHeaders, attemptsLeft - 1);
}

async function runLighthouseOnce(url: string, extraHeaders: Record<string, string>): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (isMet: boolean) => (isMet ? 'PASS' : 'FAIL');

/** Prints the page's table; answers whether every budget was met. */
function printTable(page: Page, runs: Figures[]): boolean {
  const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
  const m = { performance: pick('performance'), lcpMs: pick('lcpMs'), cls: pick('cls'), tbtMs: pick('tbtMs'), fcpMs: pick('fcpMs') };
  const accessibility = pick('accessibility');
  const rows: [string, string, string, boolean | null][] = [
    ['Performance', String(m.performance), `≥ ${page.minPerformance}`, m.performance >= page.minPerformance],
    ['LCP', seconds(m.lcpMs), `≤ ${seconds(page.maxLcpMs)}`, m.lcpMs <= page.maxLcpMs],
    ['CLS', m.cls.toFixed(3), `≤ ${MAX_CLS}`, m.cls <= MAX_CLS],
    ['TBT', `${Math.round(m.tbtMs)} ms`, `≤ ${MAX_TBT_MS} ms`, m.tbtMs <= MAX_TBT_MS],
    ['FCP', seconds(m.fcpMs), '', null],
    ['Accessibility', String(accessibility), `= ${MIN_ACCESSIBILITY}`, accessibility >= MIN_ACCESSIBILITY],
  ];
  console.log(`\n${page.label} (${page.visitor === 'signedOut' ? 'signed out' : 'signed in'}), median of ${runs.length} runs`);
  for (const [name, value, budget, isMet] of rows) {
    console.log(`  ${name.padEnd(14)}${value.padStart(9)}   ${budget.padEnd(10)}${isMet === null ? '' : verdict(isMet)}`);
  }
  return rows.every(([, , , isMet]) => isMet !== false);
}

/** What Lighthouse blames, for a page that missed a budget: the LCP element, shifts, long tasks, a11y failures. */
function printCauses(lhr: Result) {
  const items = (id: string) => (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const node = (item: Record<string, unknown>) => (item.node as { snippet?: string } | undefined)?.snippet ?? '';
  const lcpElement = items('largest-contentful-paint-element')[0]?.items as Record<string, unknown>[] | undefined;
  if (lcpElement?.[0]) console.log(`  LCP element: ${node(lcpElement[0]).slice(0, 160)}`);
  for (const phase of (items('largest-contentful-paint-element')[1]?.items as { phase: string; timing: number }[] | undefined) ?? []) {
    console.log(`    ${phase.phase}: ${Math.round(phase.timing)} ms`);
  }
  for (const item of items('render-blocking-resources')) console.log(`  render-blocking: ${String(item.url)} (${item.wastedMs} ms)`);
  for (const item of items('layout-shifts')) console.log(`  layout shift ${Number(item.score).toFixed(4)}: ${node(item).slice(0, 160)}`);
  for (const item of items('long-tasks').slice(0, 5))
    console.log(`  long task ${Math.round(Number(item.duration))} ms: ${String(item.url)}`);
  for (const [id, audit] of Object.entries(lhr.audits)) {
    const isAccessibility = lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === id && ref.weight > 0);
    if (isAccessibility && audit.score === 0) console.log(`  accessibility: ${id}: ${audit.title}`);
  }
}

/** A file name for the page's reports: 'dashboard', 'progress', 'dashboard-20-own-protocols'. */
const reportName = (page: Page) =>
  page.label
    .replace(/^\/(?=$| )/, 'dashboard')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '');

/** A session per signed-in visitor the measured pages need, each a person of their own. */
async function sessionsFor(visitors: Set<Visitor>): Promise<Map<Visitor, string>> {
  const sessions = new Map<Visitor, string>();
  if (visitors.has('monthOfData')) sessions.set('monthOfData', await registerWithAMonthOfData(app.url));
  if (visitors.has('ownProtocols')) {
    const session = await registerWithAMonthOfData(app.url);
    await keepTwentyOwnProtocols(app.url, session);
    sessions.set('ownProtocols', session);
  }
  return sessions;
}

const app = await startBuiltApp();
let isEveryBudgetMet = true;
try {
  const sessions = await sessionsFor(new Set(pages.map((page) => page.visitor)));
  for (const page of pages) {
    const url = `${app.url}${page.path}`;
    const session = sessions.get(page.visitor);
    const headers: Record<string, string> = session ? { Cookie: `uh_session=${session}` } : {};
    await fetch(url, { headers }); // The server's first answer for a page is not what a visitor waits for.
    const reports: Result[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const lhr = await runLighthouse(url, headers);
      if (new URL(lhr.finalDisplayedUrl).pathname !== page.path) throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}`);
      reports.push(lhr);
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        writeFileSync(path.join(reportsDir, `${reportName(page)}-${run}.json`), JSON.stringify(lhr));
      }
    }
    const runs = reports.map(figuresOf);
    if (!printTable(page, runs)) {
      isEveryBudgetMet = false;
      // The run whose performance score is the median one stands for the page.
      const typical = reports[runs.indexOf(runs.find((run) => run.performance === median(runs.map((r) => r.performance)))!)]!;
      printCauses(typical);
    }
  }
} finally {
  await app.stop();
}
console.log(`\n${isEveryBudgetMet ? 'Every budget met.' : 'Some budgets were missed (FAIL above).'}`);
process.exitCode = isEveryBudgetMet ? 0 : 1;
