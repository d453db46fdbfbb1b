import { mkdtempSync, rmSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from '../test/server-process';
import { AcknowledgingWriter } from './acknowledged-writes';
import { stopApp, stopLeftoverPostgres } from './leftover-processes';

/*
 * kill -9 of the app on the embedded database while 4 people write, then a restart on the same
 * data folder: every write the app acknowledged is in each person's export with the same values.
 * Kills alternate between the app's process group (what a service manager does) and the node
 * process alone. CRASH_CYCLES sets the number of cycles (10 by default, for CI).
 */

const CYCLES = Number(process.env.CRASH_CYCLES ?? 10);
const WRITERS = 4;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uh-crash-'));
let server: ServerProcess | undefined;

afterAll(async () => {
  await stopApp(server);
  // A failure between a kill and the restart leaves the orphaned PostgreSQL running.
  await stopLeftoverPostgres(path.join(dataDir, 'postgres'));
  rmSync(dataDir, { recursive: true, force: true });
});

async function killHard(running: ServerProcess, wholeGroup: boolean) {
  if (wholeGroup) process.kill(-running.child.pid!, 'SIGKILL');
  else running.child.kill('SIGKILL');
  await running.exited;
}

describe('crash: kill -9 under acknowledged writes', () => {
  it(`loses no acknowledged write over ${CYCLES} kill -9 and restart cycles`, async () => {
    const env = {
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: String(await freePort()),
      PORT: String(await freePort()),
      SEED_DEMO_ACCOUNT: 'false',
      STT_PROVIDER: 'none',
    };
    const start = () => startServerProcess(env, { detached: true });
    server = await start();
    const writers = await Promise.all(Array.from({ length: WRITERS }, () => AcknowledgingWriter.register(server!.url)));

    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      const running: ServerProcess = server;
      let isKilled = false;
      const writing = writers.map((writer) => writer.writeUntil(running.url, () => isKilled));
      try {
        await new Promise((resolve) => setTimeout(resolve, randomInt(200, 1000)));
        await killHard(running, cycle % 2 === 0);
      } finally {
        isKilled = true;
        await Promise.all(writing);
      }
      server = await start();
    }

    const acknowledged = writers.reduce((sum, writer) => sum + writer.acknowledged.length, 0);
    let lost = 0;
    for (const writer of writers) lost += await writer.countLost(server.url);
    console.log(`crash: ${CYCLES} cycles, ${acknowledged} acknowledged writes, ${lost} lost`);
    expect(acknowledged).toBeGreaterThan(CYCLES * WRITERS);
    expect(lost).toBe(0);
  });
});
