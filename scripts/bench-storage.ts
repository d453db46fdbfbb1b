// Bytes on disk per person-year, for sizing a server's disk. Seeds BENCH_PEOPLE people (20 by
// default) with the ten-year load of bench:progress (daily 30-30-30, cold, fasting and biometrics
// logs, and 20 custom protocols with their entries) in a throwaway embedded PostgreSQL (or a fresh
// database on the server at BENCH_DATABASE_URL), and compares what PostgreSQL reports for every
// table, indexes and TOAST included, before and after. The baseline is the raw payload of the same
// rows, counted by hand from column types (scripts/bench-storage/raw-payload.ts). Voice recordings
// are estimated from their format: the seed has none.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { prepareDatabase } from './bench-database';
import { seedCustomProtocols, ZONE } from './bench-progress/custom-protocol-seed';
import { measureRawPayload } from './bench-storage/raw-payload';
import { measureFootprint, walWrittenBetween } from './bench-storage/relation-sizes';
import { report } from './bench-storage/report';
import { dailyLogStatements } from './bench-progress/daily-logs';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 20);
const YEARS = 10;
const DAYS_PER_YEAR = 365;
if (!Number.isInteger(PEOPLE) || PEOPLE < 1) throw new Error(`BENCH_PEOPLE must be a whole number ≥ 1, not ${process.env.BENCH_PEOPLE}`);

const database = await prepareDatabase();
const handle = connectDatabase(database.url, 4, () => {});
const client = new pg.Client({ connectionString: database.url });
try {
  await runMigrations(handle.pool);
  await client.connect();
  const before = { footprint: await measureFootprint(client), raw: await measureRawPayload(client) };

  const seedStart = Date.now();
  await handle.db.execute(sql`
    INSERT INTO users (username, email, display_name, password_hash, time_zone)
    SELECT 'storage_' || n, 'storage_' || n || '@example.com', 'Storage ' || n, 'not-a-hash', ${ZONE} FROM generate_series(1, ${PEOPLE}) AS n`);
  const [range] = (await handle.db.execute<{ first: number; last: number }>(sql`SELECT min(id) AS first, max(id) AS last FROM users`)).rows;
  const days = YEARS * DAYS_PER_YEAR;
  for (const statement of dailyLogStatements(range!.first, range!.last, days)) await handle.db.execute(statement);
  for (let userId = range!.first; userId <= range!.last; userId++) await seedCustomProtocols(handle.db, userId, days);
  const seedSeconds = (Date.now() - seedStart) / 1000;

  const after = { footprint: await measureFootprint(client), raw: await measureRawPayload(client) };
  const walSeeding = await walWrittenBetween(client, before.footprint.walPosition, after.footprint.walPosition);
  const [{ max_wal_size: maxWalSize } = { max_wal_size: '?' }] = (await client.query<{ max_wal_size: string }>('SHOW max_wal_size')).rows;
  report({ people: PEOPLE, years: YEARS, daysPerYear: DAYS_PER_YEAR, before, after, walSeeding, maxWalSize, seedSeconds });
} finally {
  await client.end().catch(() => {});
  await handle.close();
  await database.cleanup();
}
