// Ten people import a maximum-size account export (IMPORT_MAX_RECORDS records) at once, through
// the real route, while an eleventh reads GET /api/user with 10 concurrent clients. Prints that
// read's p50/p99 without and during the imports, their ratio, the 5xx counts and the imports' wall
// time, in a throwaway embedded PostgreSQL (or a fresh database at BENCH_DATABASE_URL). The app is
// the build, in its own process as `npm start` runs it, so the clients' own work (encoding ten
// 8 MB bodies, timing thousands of reads) does not stall it. Budget: during the imports, p99 ≤ 50 ms
// and no 5xx.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SERVER_BUNDLE, startBuiltApp } from '../e2e/support/built-app';
import { loadConfig } from '../server/src/config';
import { connectDatabase } from '../server/src/db/client';
import { createSession } from '../server/src/features/auth/session.service';
import { prepareDatabase } from './bench-database';
import { describeTimings, percentile, ratioLine, timeRoute } from './bench-latency';

const IMPORTERS = 10;
const BASELINE_REQUESTS = 2_000;

const workDir = mkdtempSync(path.join(os.tmpdir(), 'uh-bench-account-import-'));
const database = await prepareDatabase();
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: path.join(workDir, 'data') });
const handle = connectDatabase(database.url, config.databasePoolSize, () => {});

/** A user straight into the table (no argon2 needed) and a session cookie for them. */
async function person(name: string): Promise<Record<string, string>> {
  const [row] = (
    await handle.db.execute<{ id: number }>(sql`INSERT INTO users (username, email, display_name, password_hash, time_zone)
      VALUES (${name}, ${`${name}@example.com`}, 'Bench', 'not-a-hash', 'UTC') RETURNING id`)
  ).rows;
  return { cookie: `uh_session=${await createSession(handle.db, row!.id, 'bench')}` };
}

if (!existsSync(SERVER_BUNDLE)) {
  console.error('Build the app first: npm run build');
  process.exit(1);
}

try {
  // The app applies the migrations as it starts.
  const app = await startBuiltApp({
    DATABASE_URL: database.url,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_DEMO_ACCOUNT: 'false',
    STT_PROVIDER: 'none',
  });
  const address = app.url;
  const reader = await person('bench_reader');
  const importers = await Promise.all(Array.from({ length: IMPORTERS }, (_, i) => person(`bench_importer_${i}`)));

  // The largest file the server takes: an empty account's own export, filled to the record cap.
  const base = (await (await fetch(`${address}/api/account/export`, { headers: importers[0]! })).json()) as {
    records: Record<string, unknown[]>;
  };
  const now = Date.now();
  base.records.thirtyThirtyThirtyLogs = Array.from({ length: config.accountImport.maxRecords }, (_, i) => {
    const at = new Date(now - (i + 1) * 60_000);
    return {
      timestamp: at.toISOString(),
      proteinGrams: 30 + (i % 20),
      exerciseSeconds: 1800,
      timeAfterWakingMinutes: 20,
      completed: true,
      timeZone: 'UTC',
      localDay: at.toISOString().slice(0, 10),
    };
  });
  // Encoded once: the clients send the same bytes, as ten browsers would, without re-encoding 8 MB each.
  const body = Buffer.from(JSON.stringify(base));
  console.log(
    `Each import: ${config.accountImport.maxRecords.toLocaleString('en-US')} records, ${(body.length / 1024 ** 2).toFixed(1)} MB`,
  );

  const userUrl = `${address}/api/user`;
  await timeRoute(userUrl, reader, { count: 200 }); // warm-up
  const quiet = await timeRoute(userUrl, reader, { count: BASELINE_REQUESTS });

  let running = IMPORTERS;
  const statuses: number[] = [];
  const started = performance.now();
  const imports = importers.map(async (headers) => {
    const response = await fetch(`${address}/api/account/import`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
    });
    await response.arrayBuffer();
    statuses.push(response.status);
    running -= 1;
  });
  const busy = await timeRoute(userUrl, reader, { shouldStop: () => running === 0 });
  await Promise.all(imports);
  const wall = (performance.now() - started) / 1000;

  console.log(`\nGET /api/user, 10 concurrent clients:`);
  console.log(`  quiet                       ${describeTimings(quiet)}`);
  console.log(`  during ${IMPORTERS} imports at once   ${describeTimings(busy)}`);
  console.log(`  ratio                       ${ratioLine(quiet, busy)}`);
  const p99 = percentile(busy.timings, 99);
  console.log(`  budget p99 ≤ 50 ms and no 5xx: ${p99 <= 50 && busy.serverErrors === 0 ? 'met' : 'MISSED'}`);
  const counts = statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});
  console.log(`\nImports: ${JSON.stringify(counts)} (status: count), all done in ${wall.toFixed(1)} s`);
  await app.stop();
} finally {
  await handle.close();
  await database.cleanup();
  rmSync(workDir, { recursive: true, force: true });
}
