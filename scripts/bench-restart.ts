// Times a restart after `kill -9`: from launching `npm start`'s entry (scripts/start.mjs, with the
// build already current) to the first answer of GET /readyz (database reachable), with an
// acknowledged registration made before each kill checked after it. Kills alternate between the
// app's process group and the node process alone. The same run times, as a baseline, a restart
// that cannot take over the orphaned PostgreSQL (another EMBEDDED_DB_PORT each time, so the orphan
// is stopped and a new one started: what every restart did before), and a cold start on an empty
// data folder (initdb). Budget: median ≤ 2 s after kill -9, ≤ 6 s cold.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../server/test/server-process';

const CYCLES = Number(process.env.BENCH_CYCLES ?? 10);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Running = { child: ChildProcess; startedMs: number };

function launch(env: Record<string, string>): Running {
  const startedMs = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO_ACCOUNT: 'false', STT_PROVIDER: 'none', ...env },
    stdio: 'ignore',
    detached: true, // its own process group, so the group can be killed like a service manager would
  });
  return { child, startedMs };
}

/** Milliseconds from launch to the first 200 of /readyz. */
async function firstAnswer(running: Running, url: string): Promise<number> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return performance.now() - running.startedMs;
    if (running.child.exitCode !== null) throw new Error(`the app exited with ${running.child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the app did not answer within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const exited = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));

async function kill(running: Running, wholeGroup: boolean) {
  if (wholeGroup) process.kill(-running.child.pid!, 'SIGKILL');
  else running.child.kill('SIGKILL');
  await exited(running.child);
}

async function register(url: string, n: number): Promise<{ username: string; password: string }> {
  const account = {
    username: `restart_${Date.now().toString(36)}_${n}`,
    password: 'restart-bench-1',
    email: `r${Date.now()}_${n}@example.com`,
    displayName: 'Restart bench',
  };
  const response = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  return account;
}

async function signsIn(url: string, account: { username: string; password: string }): Promise<boolean> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  return response.status === 200;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** `cycles` restarts after kill -9; `movePort` makes each restart unable to take the orphan over. */
async function restarts(label: string, cycles: number, movePort: boolean) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uh-bench-restart-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let dbPort = await freePort();
  const env = () => ({ PORT: String(port), DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(dbPort) });
  let running = launch(env());
  const cold = await firstAnswer(running, url);
  const times: number[] = [];
  let acknowledged = 0;
  let lost = 0;
  const accounts: { username: string; password: string }[] = [];
  for (let cycle = 0; cycle < cycles; cycle += 1) {
    accounts.push(await register(url, cycle));
    acknowledged += 1;
    await kill(running, cycle % 2 === 0);
    if (movePort) dbPort = await freePort();
    running = launch(env());
    times.push(await firstAnswer(running, url));
  }
  for (const account of accounts) if (!(await signsIn(url, account))) lost += 1;
  running.child.kill('SIGTERM');
  await exited(running.child);
  // Stop whatever PostgreSQL a killed run left behind before removing its folder.
  spawnSync('pkill', ['-f', `-D ${path.join(dataDir, 'postgres')}`]);
  rmSync(dataDir, { recursive: true, force: true });
  console.log(
    `${label.padEnd(34)} cold start ${fmt(cold)} | restart median ${fmt(median(times))}, min ${fmt(Math.min(...times))}, max ${fmt(Math.max(...times))} | acknowledged ${acknowledged}, lost ${lost}`,
  );
  return { cold, median: median(times), lost };
}

const built = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], { cwd: root, stdio: 'ignore' });
if (built.status !== 0) throw new Error('the build failed');
console.log(`${CYCLES} cycles each, kill -9 alternating between the process group and the node process`);
const current = await restarts('take over the orphaned PostgreSQL', CYCLES, false);
const baseline = await restarts('baseline: stop it and start anew', CYCLES, true);
console.log(
  `restart: ${fmt(current.median)} vs baseline ${fmt(baseline.median)} (${(baseline.median / current.median).toFixed(1)}× faster); budget 2 s: ${current.median <= 2000 ? 'met' : 'MISSED'}; cold start budget 6 s: ${current.cold <= 6000 ? 'met' : 'MISSED'}`,
);
if (current.lost + baseline.lost > 0) process.exitCode = 1;
