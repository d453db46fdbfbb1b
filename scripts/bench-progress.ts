// Times GET /api/progress/summary on a warm server. Seeds one user with 10 years of daily logs for
// every protocol and biometrics, one with a month, and 1,000 other users with a year each, in a
// throwaway embedded PostgreSQL (or the database at BENCH_DATABASE_URL, into a fresh database).
// Budget for the ten-year user: p95 ≤ 20 ms for a week, ≤ 25 ms for a month, ≤ 60 ms for all; and
// a week's or a month's summary within 1.3× (p50) of the one-month user's: work that grows with the
// range, not with the history. The same budgets hold for the reads the pages make of 20 custom
// protocols (scripts/bench-progress/custom-protocol-days.ts). `--custom-protocols` times only those.
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { connectDatabase } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { createSession } from '../server/src/features/auth/session.service';
import { createRateLimiter } from '../server/src/lib/rate-limit';
import { prepareDatabase } from './bench-database';
import { benchCustomProtocolDays, benchFirstReadAfterChange, percentile } from './bench-progress/custom-protocol-days';
import { benchToday, seedCustomProtocols } from './bench-progress/custom-protocol-seed';
import { dailyLogStatements } from './bench-progress/daily-logs';

const REQUESTS_PER_RANGE = Number(process.env.BENCH_REQUESTS ?? 200);
const BUDGET_MS = { week: 20, month: 25, all: 60 } as const;
const HISTORY_RATIO_BUDGET = 1.3;
const ONLY_CUSTOM_PROTOCOLS = process.argv.includes('--custom-protocols');

const database = await prepareDatabase();
const handle = connectDatabase(database.url, 10, () => {});
try {
  await runMigrations(handle.pool);
  const seedStart = Date.now();
  await handle.db.execute(sql`
    INSERT INTO users (username, email, display_name, password_hash, time_zone)
    SELECT 'bench_' || n, 'bench_' || n || '@example.com', 'Bench ' || n, 'not-a-hash', 'America/Los_Angeles' FROM generate_series(1, 1002) AS n`);
  const [{ id: firstId } = { id: 0 }] = (await handle.db.execute<{ id: number }>(sql`SELECT min(id) AS id FROM users`)).rows;
  const oneMonthId = firstId + 1001;
  if (!ONLY_CUSTOM_PROTOCOLS) {
    for (const statement of dailyLogStatements(firstId, firstId, 3650)) await handle.db.execute(statement);
    for (const statement of dailyLogStatements(firstId + 1, firstId + 1000, 365)) await handle.db.execute(statement);
    for (const statement of dailyLogStatements(oneMonthId, oneMonthId, 30)) await handle.db.execute(statement);
  }
  const protocolIds = {
    tenYears: await seedCustomProtocols(handle.db, firstId, 3650),
    oneMonth: await seedCustomProtocols(handle.db, oneMonthId, 30),
  };
  await handle.db.execute(sql`ANALYZE`);
  const rows = (
    await handle.db.execute<{ count: number; entries: number }>(sql`
    SELECT (SELECT count(*) FROM thirty_thirty_thirty_logs) + (SELECT count(*) FROM cold_exposure_logs)
         + (SELECT count(*) FROM fasting_logs) + (SELECT count(*) FROM biometric_logs) AS count,
           (SELECT count(*) FROM custom_protocol_entries) AS entries`)
  ).rows[0]!;
  console.log(
    `Seeded 1,002 users, ${Number(rows.count).toLocaleString('en-US')} log rows and ${Number(rows.entries).toLocaleString('en-US')} ` +
      `custom protocol entries in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db: handle.db, limiter: createRateLimiter(handle.db), checkDatabase: async () => {} });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const cookieOf = async (userId: number) => ({ cookie: `uh_session=${await createSession(handle.db, userId, 'bench')}` });
  const [tenYears, oneMonth] = [await cookieOf(firstId), await cookieOf(oneMonthId)];

  /** The sorted timings of REQUESTS_PER_RANGE requests after 20 warm-up ones, and the answer's size. */
  async function timed(url: string, headers: Record<string, string>) {
    for (let index = 0; index < 20; index++) await (await fetch(url, { headers })).arrayBuffer();
    const timings: number[] = [];
    let bytes = 0;
    for (let index = 0; index < REQUESTS_PER_RANGE; index++) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      const body = await response.arrayBuffer();
      timings.push(performance.now() - started);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      bytes = body.byteLength;
    }
    return { timings: timings.sort((a, b) => a - b), bytes };
  }

  let isWithinBudget = true;
  if (!ONLY_CUSTOM_PROTOCOLS) isWithinBudget = await benchSummary();
  const today = await benchToday(handle.db);
  const people = {
    tenYears: { headers: tenYears, protocolIds: protocolIds.tenYears },
    oneMonth: { headers: oneMonth, protocolIds: protocolIds.oneMonth },
  };
  isWithinBudget &&= await benchCustomProtocolDays({ address, today, ...people, requests: REQUESTS_PER_RANGE });
  await benchFirstReadAfterChange({ db: handle.db, address, today, person: people.tenYears, requests: Math.min(REQUESTS_PER_RANGE, 50) });
  console.log(`\n${isWithinBudget ? 'PASS' : 'FAIL'}: every line within its budget`);
  await app.close();
  process.exitCode = isWithinBudget ? 0 : 1;

  async function benchSummary() {
    console.log(
      `\nGET /api/progress/summary (${REQUESTS_PER_RANGE} requests each, after 20 warm-up), 10 years of daily logs vs one month:`,
    );
    let isWithinBudget = true;
    for (const range of ['week', 'month', 'all'] as const) {
      const url = `${address}/api/progress/summary?range=${range}`;
      const { timings, bytes } = await timed(url, tenYears);
      const short = (await timed(url, oneMonth)).timings;
      const p95 = percentile(timings, 95);
      const ratio = percentile(timings, 50) / percentile(short, 50);
      const ratioOk = range === 'all' || ratio <= HISTORY_RATIO_BUDGET;
      const ok = p95 <= BUDGET_MS[range] && ratioOk;
      isWithinBudget &&= ok;
      console.log(
        `  ${range.padEnd(5)} p50 ${percentile(timings, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  p99 ${percentile(timings, 99).toFixed(1).padStart(6)} ms  ` +
          `(${(bytes / 1024).toFixed(1)} KB)  one month p50 ${percentile(short, 50).toFixed(1).padStart(5)} ms → ${ratio.toFixed(2)}×  ` +
          `budget p95 ≤ ${BUDGET_MS[range]} ms${range === 'all' ? '' : `, ≤ ${HISTORY_RATIO_BUDGET}×`}: ${ok ? 'OK' : 'OVER'}`,
      );
    }
    return isWithinBudget;
  }
} finally {
  await handle.close();
  await database.cleanup();
}
