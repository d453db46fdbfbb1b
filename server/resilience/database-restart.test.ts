import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres';
import { freePort, startServerProcess, type ServerProcess } from '../test/server-process';
import { AcknowledgingWriter, send, type Answer, type Outcome } from './acknowledged-writes';
import { stopApp, stopLeftoverPostgres } from './leftover-processes';

/*
 * PostgreSQL restarted under load, with DATABASE_URL (the app does not own the database): while it
 * is down, every request is answered at once with 2xx or 503 { message } (never a 500, never a
 * hang), /readyz says 503, the app reconnects by itself once it is back, and nothing it
 * acknowledged is lost.
 */

/** The pool's connection timeout (db/client.ts) and then some: longer than this is a hang. */
const REQUEST_TIMEOUT_MS = 15_000;
/** As long as the pool's connection timeout: a request cannot simply wait the outage out. */
const OUTAGE_MS = 10_000;
/** Slower than this, an answer was held for the database rather than refused at once. */
const ANSWER_BUDGET_MS = 3_000;
const RECOVERY_BUDGET_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const folder = mkdtempSync(path.join(os.tmpdir(), 'uh-db-restart-'));
let database: EmbeddedPostgres | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  await stopApp(server);
  await database?.stop();
  await stopLeftoverPostgres(path.join(folder, 'postgres'));
  rmSync(folder, { recursive: true, force: true });
});

/** A refusal a client can act on: a message to show, and when to try again. */
const isCleanRefusal = (answer: Answer) =>
  answer.status === 503 && typeof (answer.body as { message?: unknown }).message === 'string' && Number(answer.retryAfter) > 0;

/** What each answer was, by the phase it came back in. */
class Tally {
  readonly counts = new Map<string, number>();
  readonly unexpected: string[] = [];
  slowestMs = 0;

  add(phase: string, outcome: Outcome) {
    const label = typeof outcome === 'string' ? outcome : outcome.status < 300 ? '2xx' : String(outcome.status);
    this.counts.set(`${phase} ${label}`, this.count(phase, label) + 1);
    if (typeof outcome === 'string') return void this.unexpected.push(`${phase}: ${outcome}`);
    this.slowestMs = Math.max(this.slowestMs, outcome.ms);
    if (outcome.status >= 300 && !isCleanRefusal(outcome))
      this.unexpected.push(`${phase}: ${outcome.status} ${JSON.stringify(outcome.body)}`);
  }

  count = (phase: string, label: string) => this.counts.get(`${phase} ${label}`) ?? 0;
}

describe('database restart under load', () => {
  it('answers 503 while PostgreSQL is down, reconnects by itself and loses nothing acknowledged', async () => {
    const port = await freePort();
    const startDatabase = () =>
      startEmbeddedPostgres({ dataDir: folder, port, osUser: process.env.EMBEDDED_DB_OS_USER ?? 'postgres', log: () => {} });
    database = await startDatabase();
    server = await startServerProcess({
      DATABASE_URL: database.url,
      DATA_DIR: path.join(folder, 'app'),
      SEED_DEMO_ACCOUNT: 'false',
      STT_PROVIDER: 'none',
    });
    const { url } = server;
    const writers = await Promise.all(Array.from({ length: 4 }, () => AcknowledgingWriter.register(url)));

    const tally = new Tally();
    let phase = 'before';
    let isStopped = false;
    let recoveredAt: number | null = null;
    const onOutcome = (outcome: Outcome) => {
      tally.add(phase, outcome);
      if (phase === 'after' && recoveredAt === null && typeof outcome === 'object' && outcome.status < 300) recoveredAt = Date.now();
    };
    const writing = writers.map((writer) => writer.writeUntil(url, () => isStopped, { timeoutMs: REQUEST_TIMEOUT_MS, onOutcome }));
    const reading = writers.slice(0, 2).map(async (writer, index) => {
      const path = index === 0 ? '/api/protocols/cold?limit=20' : '/api/daily-checklist/weekly';
      while (!isStopped) onOutcome(await send(url, { method: 'GET', path, cookie: writer.cookie, timeoutMs: REQUEST_TIMEOUT_MS }));
    });

    const restartDatabase = async () => {
      await sleep(1_000);
      phase = 'outage';
      await database!.stop(); // fast shutdown: open connections are cut mid-request
      const readiness = await send(url, { method: 'GET', path: '/readyz', timeoutMs: REQUEST_TIMEOUT_MS });
      await sleep(OUTAGE_MS);
      database = await startDatabase();
      const backAt = Date.now();
      phase = 'after';
      while (recoveredAt === null && Date.now() - backAt < REQUEST_TIMEOUT_MS) await sleep(50);
      await sleep(500);
      return { readiness, backAt };
    };
    const { readiness, backAt } = await restartDatabase().finally(async () => {
      isStopped = true;
      await Promise.all([...writing, ...reading]);
    });

    const acknowledged = writers.reduce((sum, writer) => sum + writer.acknowledged.length, 0);
    let lost = 0;
    for (const writer of writers) lost += await writer.countLost(url);
    const recoveryMs = recoveredAt === null ? null : recoveredAt - backAt;
    const hangs = ['before', 'outage', 'after'].reduce((sum, when) => sum + tally.count(when, 'timed out'), 0);
    console.log(
      `database restart: outage answers ${tally.count('outage', '503')} × 503, ${tally.count('outage', '2xx')} × 2xx; ` +
        `${tally.unexpected.length} other, ${hangs} hung, slowest answer ${(tally.slowestMs / 1000).toFixed(2)} s; /readyz during the outage ${typeof readiness === 'object' ? readiness.status : readiness}; ` +
        `back ${recoveryMs === null ? 'never' : `${recoveryMs} ms`} after PostgreSQL; ${acknowledged} acknowledged writes, ${lost} lost`,
    );

    expect(tally.unexpected.slice(0, 10)).toEqual([]);
    expect(tally.count('outage', '503')).toBeGreaterThan(0);
    expect(tally.slowestMs).toBeLessThan(ANSWER_BUDGET_MS);
    expect(typeof readiness === 'object' && readiness.status).toBe(503);
    expect(recoveryMs).not.toBeNull();
    expect(recoveryMs!).toBeLessThan(RECOVERY_BUDGET_MS);
    expect(tally.count('after', '2xx')).toBeGreaterThan(0);
    expect(lost).toBe(0);
  });
});
