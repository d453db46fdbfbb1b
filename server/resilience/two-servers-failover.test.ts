import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres';
import { freePort, killServers, startServerProcess, type ServerProcess } from '../test/server-process';
import { RetryingWriter } from './acknowledged-writes';
import { startFailoverProxy, type FailoverProxy } from './failover-proxy';
import { stopLeftoverPostgres } from './leftover-processes';

/*
 * Two app servers on one PostgreSQL behind a load balancer, and kill -9 of the one in use while 4
 * people write through it. Each write carries its own Idempotency-Key and is sent again with it
 * when its answer is lost: the other server takes over, and each person's data, read through it,
 * holds every acknowledged write exactly once.
 */

const WRITERS = 4;
const LOAD_BEFORE_KILL_MS = 2_500;
/**
 * A write whose key the killed server had claimed is "still being handled" (409) until the claim
 * is a minute old (plugins/idempotency.ts): the writer gives up on it well before, unanswered.
 * The load goes on well past that, so every writer, even one held by such a key, goes on to
 * write through the other server.
 */
const GIVE_UP_AFTER_MS = 3_000;
const LOAD_AFTER_KILL_MS = GIVE_UP_AFTER_MS + 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const folder = mkdtempSync(path.join(os.tmpdir(), 'uh-failover-'));
let database: EmbeddedPostgres | undefined;
let servers: ServerProcess[] = [];
let proxy: FailoverProxy | undefined;

afterAll(async () => {
  await proxy?.close();
  await killServers(servers);
  await database?.stop();
  await stopLeftoverPostgres(path.join(folder, 'postgres'));
  rmSync(folder, { recursive: true, force: true });
});

describe('two app servers on one database', () => {
  it('keeps every acknowledged write exactly once when the server in use is killed with -9', async () => {
    database = await startEmbeddedPostgres({
      dataDir: folder,
      port: await freePort(),
      osUser: process.env.EMBEDDED_DB_OS_USER ?? 'postgres',
      log: () => {},
    });
    // One configuration for both, as two servers of one deployment; migrations take turns.
    const env = { DATABASE_URL: database.url, DATA_DIR: path.join(folder, 'app'), SEED_DEMO_ACCOUNT: 'false', STT_PROVIDER: 'none' };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    proxy = await startFailoverProxy(servers.map((server) => server.url));
    const { url } = proxy;
    const writers = await Promise.all(Array.from({ length: WRITERS }, () => RetryingWriter.register(url)));

    let isStopped = false;
    let isKilled = false;
    let acknowledgedAfterKill = 0;
    const onAcknowledged = () => {
      if (isKilled) acknowledgedAfterKill += 1;
    };
    const writing = writers.map((writer) => writer.writeUntil(url, () => isStopped, { giveUpAfterMs: GIVE_UP_AFTER_MS, onAcknowledged }));
    let survivor: ServerProcess;
    try {
      await sleep(LOAD_BEFORE_KILL_MS);
      const inUse = servers.find((server) => server.url === proxy!.upstreamInUse());
      if (!inUse) throw new Error('the load balancer has no server in use');
      survivor = servers.find((server) => server !== inUse)!;
      inUse.child.kill('SIGKILL');
      await inUse.exited;
      isKilled = true;
      await sleep(LOAD_AFTER_KILL_MS);
    } finally {
      isStopped = true;
      await Promise.all(writing);
    }

    const sum = (count: (writer: RetryingWriter) => number) => writers.reduce((total, writer) => total + count(writer), 0);
    const counts = await Promise.all(writers.map((writer) => writer.count(survivor.url)));
    const figure = (name: keyof (typeof counts)[number]) => counts.reduce((total, count) => total + count[name], 0);
    const refused = writers.flatMap((writer) => writer.refused);
    console.log(
      `failover: ${sum((writer) => writer.acknowledged.length)} writes acknowledged (${acknowledgedAfterKill} after the kill, ` +
        `answered by the other server: ${proxy.answeredBy.get(survivor.url)} requests); ${sum((writer) => writer.retries)} retries, ` +
        `${sum((writer) => writer.replays)} answered from a kept answer; ${figure('duplicated')} duplicated, ${figure('lost')} lost; ` +
        `${sum((writer) => writer.unresolved.length)} left unanswered under a key the killed server held ` +
        `(${figure('unresolvedSaved')} of them saved); ${refused.length} refused`,
    );

    expect(refused.slice(0, 10)).toEqual([]);
    expect(acknowledgedAfterKill).toBeGreaterThan(0);
    expect(figure('lost')).toBe(0);
    expect(figure('duplicated')).toBe(0);
    expect(figure('neverSent')).toBe(0);
  });
});
