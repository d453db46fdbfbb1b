// How close the real app gets to bare Fastify + pg on the same database, per endpoint.
// The baseline (bench-api/baseline-server.ts) does what a correct implementation of each endpoint
// needs at steady state, written by hand: the session by its token's hash, then the endpoint's own
// prepared statements (bench-api/baseline-sql.ts), rows mapped to the same JSON, with no hooks,
// logging, schema checks or ORM. Before timing, each endpoint's answers from both are compared, and
// the statements each side runs per request are counted and printed (the app's by
// bench-api/count-app-sql.ts, on a warm app; the baseline's it reports itself).
// Both run as their own processes from the build (the app as `npm start` runs it: production,
// default log level), on the same PostgreSQL: an embedded one in a temporary folder, or a new
// database on the server at DATABASE_URL. autocannon drives them in turn with 10 connections
// (BENCH_SECONDS per run, default 10; BENCH_PAIRS app/baseline pairs, default 3) and the medians
// are compared; BENCH_ONLY=<text> runs the endpoints whose label contains it. Budget per endpoint: app ≥ 0.8× the baseline's req/s and p99 ≤ 1.5× the baseline's.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { SERVER_BUNDLE, startBuiltApp } from '../e2e/support/built-app';
import { freePort } from '../server/test/server-process';
import { prepareDatabase } from './bench-database';
import { countAppSql, type Request } from './bench-api/count-app-sql';
import { answerOf, sameAnswers } from './bench-api/same-answers';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const CONNECTIONS = 10;
const BUDGET = { throughput: 0.8, p99: 1.5 };
const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'web/dist');
if (!existsSync(SERVER_BUNDLE)) {
  console.error('Build the app first: npm run build');
  process.exit(1);
}

/** A process listening on a free port: the baseline (it answers /readyz with 404, enough to know it listens). */
async function startBaseline(args: string[], env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(url).then(
      () => true,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the baseline did not start (${child.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop: () => new Promise((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))) };
}

async function call(base: string, cookie: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** A fresh person with a month of every protocol and 50 biometric readings. */
async function seedPerson(base: string) {
  const username = `bench_${Date.now().toString(36)}`;
  const registered = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'bench-password-1', email: `${username}@example.com`, displayName: 'Bench' }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0]!;
  const user = (await registered.json()) as { id: number };
  const day = 24 * 3_600_000;
  for (let index = 0; index < 50; index += 1) {
    const timestamp = new Date(Date.now() - index * day - 3_600_000).toISOString();
    await call(base, cookie, 'POST', '/api/biometrics', {
      userId: user.id,
      weight: 170 + (index % 7),
      heartRate: 55 + (index % 5),
      timestamp,
    });
    if (index < 30) {
      await call(base, cookie, 'POST', '/api/thirty-thirty-thirty-logs', {
        userId: user.id,
        proteinAmount: 32,
        exerciseDuration: 1800,
        timestamp,
      });
      if (index % 2 === 0) {
        const created = await call(base, cookie, 'POST', '/api/protocols/cold', {
          userId: user.id,
          exposureMethod: 'cold_shower',
          temperature: 55,
          duration: 180,
          completed: true,
        });
        // A session is logged as now; moving it to its day is an edit.
        const { id } = (await created.json()) as { id: number };
        await call(base, cookie, 'PATCH', `/api/protocols/cold/${id}`, { timestamp });
      }
    }
  }
  return { cookie, userId: user.id };
}

type Run = { requestsPerSecond: number; p50: number; p99: number; failures: number };

async function drive(base: string, cookie: string, request: Request): Promise<Run> {
  const result = await autocannon({
    url: `${base}${request.url}`,
    method: request.method,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: {
      cookie,
      accept: 'text/html,application/json',
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const summarise = (runs: Run[]): Run => ({
  requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
  p50: median(runs.map((run) => run.p50)),
  p99: median(runs.map((run) => run.p99)),
  failures: runs.reduce((sum, run) => sum + run.failures, 0),
});

const database = await prepareDatabase(process.env.DATABASE_URL);
const running: { stop: () => Promise<unknown> }[] = [];
try {
  // BENCH_PROFILE_DIR: the app writes a V8 CPU profile there when it stops (see scripts/profile-summary.ts).
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE_DIR)}`] : [];
  const app = await startBuiltApp(
    {
      DATABASE_URL: database.url,
      NODE_ENV: 'production',
      SEED_DEMO_ACCOUNT: 'false',
      STT_PROVIDER: 'none',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
    profile,
  );
  running.push(app);
  console.log('bench:api: the app is up; writing a month of data for one person');
  const person = await seedPerson(app.url);
  const today = (await (await call(app.url, person.cookie, 'GET', '/api/daily-checklist/today')).json()) as { date: string };
  // Writes last: the readings they add would otherwise grow what the reads after them read.
  const requests: (Request & { label: string })[] = [
    { label: 'GET /api/user', method: 'GET', url: '/api/user' },
    { label: 'GET /api/biometrics/:userId (50)', method: 'GET', url: `/api/biometrics/${person.userId}` },
    { label: 'GET /api/progress/summary?range=week', method: 'GET', url: '/api/progress/summary?range=week' },
    { label: 'GET /api/progress/summary?range=month', method: 'GET', url: '/api/progress/summary?range=month' },
    { label: 'GET /api/daily-checklist/today', method: 'GET', url: '/api/daily-checklist/today' },
    { label: 'GET / (signed in, rendered)', method: 'GET', url: '/' },
    {
      label: 'POST /api/biometrics',
      method: 'POST',
      url: '/api/biometrics',
      body: { userId: person.userId, weight: 172.5, heartRate: 57 },
    },
    {
      label: `PATCH /api/daily-checklist/{today}`,
      method: 'PATCH',
      url: `/api/daily-checklist/${today.date}`,
      body: { sunlightExposureCompleted: true },
    },
  ];

  const baselineScript = ['--import', 'tsx', path.join(root, 'scripts/bench-api/baseline-server.ts')];
  const baselineEnv = { DATABASE_URL: database.url, NODE_ENV: 'production' };
  // The baseline's page is padded to the app's: the two pages are measured at one moment, unpadded.
  const unpadded = await startBaseline(baselineScript, { ...baselineEnv, PAGE_PADDING: '0' });
  const [appPage, barePage] = [
    await answerOf(app.url, person.cookie, { method: 'GET', url: '/' }),
    await answerOf(unpadded.url, person.cookie, { method: 'GET', url: '/' }),
  ];
  await unpadded.stop();
  const baseline = await startBaseline(baselineScript, {
    ...baselineEnv,
    PAGE_PADDING: String(Math.max(0, appPage.body.length - barePage.body.length)),
  });
  running.push(baseline);

  // Both must answer alike before either is timed; each side's statements per request are printed.
  const statements: { app: number; baseline: number }[] = [];
  for (const request of requests) {
    const [ours, bare] = [await answerOf(app.url, person.cookie, request), await answerOf(baseline.url, person.cookie, request)];
    const difference = sameAnswers(ours, bare, request.method === 'POST');
    if (difference) throw new Error(`${request.label}: the baseline does not answer as the app does: ${difference}`);
    statements.push({ app: (await countAppSql(database.url, request, person.cookie, webDist)).length, baseline: bare.statements ?? NaN });
  }

  console.log(`bench:api: ${CONNECTIONS} connections, ${SECONDS} s per run, ${PAIRS} app/baseline pairs per endpoint, medians`);
  const rows: string[][] = [];
  let allWithinBudget = true;
  for (const [index, request] of requests.entries()) {
    if (process.env.BENCH_ONLY && !request.label.includes(process.env.BENCH_ONLY)) continue;
    const appRuns: Run[] = [];
    const baselineRuns: Run[] = [];
    for (let pair = 0; pair < PAIRS; pair += 1) {
      appRuns.push(await drive(app.url, person.cookie, request));
      baselineRuns.push(await drive(baseline.url, person.cookie, request));
    }
    const ours = summarise(appRuns);
    const bare = summarise(baselineRuns);
    const throughputRatio = ours.requestsPerSecond / bare.requestsPerSecond;
    const p99Ratio = ours.p99 / Math.max(bare.p99, 1);
    const ok = throughputRatio >= BUDGET.throughput && p99Ratio <= BUDGET.p99 && ours.failures === 0;
    allWithinBudget &&= ok;
    rows.push([
      request.label,
      `${statements[index]!.app} / ${statements[index]!.baseline}`,
      ours.requestsPerSecond.toFixed(0),
      bare.requestsPerSecond.toFixed(0),
      `${throughputRatio.toFixed(2)}×`,
      `${ours.p50} / ${ours.p99}`,
      `${bare.p50} / ${bare.p99}`,
      `${p99Ratio.toFixed(2)}×`,
      `${ours.failures}`,
      ok ? 'PASS' : 'FAIL',
    ]);
  }
  const header = [
    'endpoint',
    'SQL app/base',
    'app req/s',
    'base req/s',
    'ratio',
    'app p50/p99 ms',
    'base p50/p99 ms',
    'p99 ratio',
    'non-2xx',
    `budget ≥${BUDGET.throughput}× / ≤${BUDGET.p99}×`,
  ];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
  if (!allWithinBudget) process.exitCode = 1;
} finally {
  for (const started of running.reverse()) await started.stop();
  await database.cleanup();
}
