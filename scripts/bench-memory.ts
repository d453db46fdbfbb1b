// The app's memory as `npm start` runs it (built app, embedded PostgreSQL on a new data folder,
// demo account seeded): RSS and PSS of the app's process and of PostgreSQL's processes, idle
// 5 s after /readyz, then again once the voice page's warm-up and one recorded note have loaded the
// speech model (with the time from the warm-up to the note's text). Linux only (/proc).
// Budget: app + PostgreSQL PSS ≤ 200 MB idle after start.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeWav } from '../core/src/voice-journal/wav.logic';
import { cookieFrom, freePort } from '../server/test/server-process';
import { memoryOf, postgresProcesses, type Memory } from './bench-memory/process-memory';

const IDLE_BUDGET_MB = 200;
const SETTLE_MS = 5000;
const root = path.resolve(import.meta.dirname, '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`.padStart(10);

/** A spoken note when flite is installed (so the engine hears words), otherwise a second of tone. */
function noteWav(folder: string): Buffer {
  const file = path.join(folder, 'note.wav');
  const spoken = spawnSync('flite', ['-voice', 'slt', '-t', 'Drank twenty ounces of water and took magnesium.', '-o', file]);
  if (spoken.status === 0) return readFileSync(file);
  return Buffer.from(
    encodeWav(
      Float32Array.from({ length: 16_000 }, (_, index) => 0.3 * Math.sin(index / 5)),
      16_000,
    ),
  );
}

async function waitUntilReady(url: string, hasExited: () => boolean) {
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (hasExited()) throw new Error('the app exited before it was ready');
    if (Date.now() > deadline) throw new Error('the app was not ready within 120 s');
    await sleep(100);
  }
}

function report(title: string, app: Memory, postgres: Memory, postgresCount: number): number {
  const totalPssKb = app.pssKb + postgres.pssKb;
  console.log(`\n${title}\n${''.padEnd(26)}${'RSS'.padStart(10)}${'PSS'.padStart(10)}`);
  console.log(`  ${'app (node)'.padEnd(24)}${mb(app.rssKb)}${mb(app.pssKb)}`);
  console.log(`  ${`PostgreSQL (${postgresCount} processes)`.padEnd(24)}${mb(postgres.rssKb)}${mb(postgres.pssKb)}`);
  console.log(`  ${'total'.padEnd(24)}${mb(app.rssKb + postgres.rssKb)}${mb(totalPssKb)}`);
  return totalPssKb / 1024;
}

/** The voice page opens (warm-up) and a note is sent at once, as a new person. */
async function recordNote(url: string, wav: Buffer): Promise<string> {
  const account = {
    username: `memory_${Date.now().toString(36)}`,
    password: 'memory-bench-1',
    email: `m${Date.now()}@example.com`,
    displayName: 'Memory bench',
  };
  const registered = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const headers = { cookie: cookieFrom(registered), origin: url };
  const opened = performance.now();
  const warmUp = await fetch(`${url}/api/voice/warm-up`, { method: 'POST', headers });
  const form = new FormData();
  form.append('audio', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'voice_recording');
  const processed = await fetch(`${url}/api/voice/process`, { method: 'POST', headers, body: form });
  const seconds = (performance.now() - opened) / 1000;
  const heard = processed.ok ? `"${((await processed.json()) as { transcription: string }).transcription}"` : `answer ${processed.status}`;
  return `warm-up ${warmUp.status} ${JSON.stringify(await warmUp.json())}; note transcribed ${seconds.toFixed(2)} s after the warm-up: ${heard}`;
}

const built = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) throw new Error('the build failed');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uh-bench-memory-'));
const clusterDir = path.join(dataDir, 'postgres');
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const app = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(await freePort()), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const exited = new Promise((resolve) => app.once('exit', resolve));

function measure(title: string): number {
  const postgres = postgresProcesses(clusterDir);
  return report(title, memoryOf([app.pid!]), memoryOf(postgres), postgres.length);
}

try {
  await waitUntilReady(url, () => app.exitCode !== null);
  await sleep(SETTLE_MS);
  const idleMb = measure(`Idle, ${SETTLE_MS / 1000} s after ready (speech model not loaded)`);
  console.log(`\n${await recordNote(url, noteWav(dataDir))}`);
  await sleep(2000);
  measure('After one note (speech model loaded)');
  const isMet = idleMb <= IDLE_BUDGET_MB;
  console.log(`\nBudget: app + PostgreSQL PSS idle after start ${idleMb.toFixed(1)} MB ≤ ${IDLE_BUDGET_MB} MB: ${isMet ? 'PASS' : 'FAIL'}`);
  process.exitCode = isMet ? 0 : 1;
} finally {
  app.kill('SIGTERM');
  await exited;
  // A PostgreSQL the app could not stop is stopped here, by its own id, before its folder goes.
  const [postmaster] = postgresProcesses(clusterDir);
  if (postmaster !== undefined) process.kill(postmaster, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
