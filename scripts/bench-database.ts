// A throwaway database for a benchmark: a fresh database on the PostgreSQL at `serverUrl`
// (BENCH_DATABASE_URL by default), or an embedded PostgreSQL in a temporary folder. `cleanup`
// drops or stops it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../server/src/db/embedded-postgres';

export async function prepareDatabase(serverUrl = process.env.BENCH_DATABASE_URL): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const external = serverUrl;
  if (external) {
    const name = `uh_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: external });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(external);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      cleanup: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uh-bench-'));
  const embedded = await startEmbeddedPostgres({
    dataDir,
    port: 30_000 + Math.floor(Math.random() * 10_000),
    osUser: 'postgres',
    log: () => {},
  });
  return {
    url: embedded.url,
    cleanup: async () => {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
