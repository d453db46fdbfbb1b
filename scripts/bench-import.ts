// Imports a generated ~200 MB Apple Health export.xml through the real upload route while timing
// GET /api/user (10 concurrent clients) before and during the import, in a throwaway embedded
// PostgreSQL (or the database at BENCH_DATABASE_URL, into a fresh database). Prints the latency
// percentiles, their ratio, and the import's wall time and throughput. BENCH_IMPORT_MB sets the size.
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { connectDatabase } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { createSession } from '../server/src/features/auth/session.service';
import { createRateLimiter } from '../server/src/lib/rate-limit';
import { prepareDatabase } from './bench-database';
import { describeTimings, ratioLine, timeRoute } from './bench-latency';

const TARGET_MB = Number(process.env.BENCH_IMPORT_MB ?? 200);
const CLIENTS = 10;
const BASELINE_REQUESTS = 2_000;

const pad = (value: number) => String(value).padStart(2, '0');
/** Apple's date format, in New York winter time (the offset is what makes the instant exact). */
const appleDate = (ms: number) => {
  const local = new Date(ms - 5 * 3_600_000);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())} -0500`;
};
const record = (type: string, unit: string, value: string | number, start: number, end = start, source = 'Bench’s Apple Watch') =>
  ` <Record type="${type}" sourceName="${source}" sourceVersion="10.3" device="&lt;&lt;HKDevice: 0x3012772a0&gt;, name:Apple Watch&gt;" unit="${unit}" creationDate="${appleDate(end)}" startDate="${appleDate(start)}" endDate="${appleDate(end)}" value="${value}">\n  <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/>\n </Record>\n`;

/** One day of a watch-wearer's export: heart rate every 5 minutes, steps, and the imported types. */
function day(start: number, index: number): string {
  const parts: string[] = [];
  for (let minute = 0; minute < 24 * 60; minute += 5) {
    parts.push(record('HKQuantityTypeIdentifierHeartRate', 'count/min', 55 + ((minute + index) % 40), start + minute * 60_000));
  }
  for (let hour = 7; hour < 22; hour++) {
    parts.push(
      record(
        'HKQuantityTypeIdentifierStepCount',
        'count',
        200 + hour * 10,
        start + hour * 3_600_000,
        start + hour * 3_600_000 + 600_000,
        'Bench’s iPhone',
      ),
    );
  }
  parts.push(
    record('HKQuantityTypeIdentifierBodyMass', 'lb', (176 + (index % 7) * 0.2).toFixed(1), start + 7 * 3_600_000, undefined, 'Withings'),
  );
  parts.push(record('HKQuantityTypeIdentifierRestingHeartRate', 'count/min', 56 + (index % 5), start + 60_000, start + 86_000_000));
  for (let hour = 1; hour < 6; hour++) {
    parts.push(record('HKQuantityTypeIdentifierHeartRateVariabilitySDNN', 'ms', 40 + hour, start + hour * 3_600_000));
    parts.push(record('HKQuantityTypeIdentifierOxygenSaturation', '%', '0.97', start + hour * 3_600_000));
    parts.push(record('HKQuantityTypeIdentifierRespiratoryRate', 'count/min', '14.5', start + hour * 3_600_000));
  }
  const bp = start + 8 * 3_600_000;
  const pressure = [
    record('HKQuantityTypeIdentifierBloodPressureSystolic', 'mmHg', 120, bp),
    record('HKQuantityTypeIdentifierBloodPressureDiastolic', 'mmHg', 78, bp),
  ];
  parts.push(
    ` <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Omron" creationDate="${appleDate(bp)}" startDate="${appleDate(bp)}" endDate="${appleDate(bp)}">\n`,
    ...pressure,
    ' </Correlation>\n',
    ...pressure,
  );
  for (let segment = 0; segment < 8; segment++) {
    const from = start - 2 * 3_600_000 + segment * 3_600_000;
    parts.push(record('HKCategoryTypeIdentifierSleepAnalysis', '', 'HKCategoryValueSleepAnalysisAsleepCore', from, from + 3_600_000));
  }
  return parts.join('');
}

async function writeExport(file: string, targetBytes: number): Promise<{ bytes: number; days: number }> {
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE HealthData [\n<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation)*)>\n]>\n<HealthData locale="en_US">\n <ExportDate value="2025-01-01 09:00:00 -0500"/>\n',
  );
  const first = Date.UTC(2019, 0, 1, 5);
  let days = 0;
  while (out.bytesWritten + out.writableLength < targetBytes) {
    await write(day(first + days * 86_400_000, days));
    days += 1;
  }
  await write('</HealthData>\n');
  out.end();
  await once(out, 'finish');
  return { bytes: statSync(file).size, days };
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'uh-bench-import-'));
const database = await prepareDatabase();
const handle = connectDatabase(database.url, 10, () => {});
try {
  await runMigrations(handle.pool);
  const exportFile = path.join(workDir, 'export.xml');
  const generated = Date.now();
  const { bytes, days } = await writeExport(exportFile, TARGET_MB * 1024 ** 2);
  const mb = bytes / 1024 ** 2;
  console.log(`Generated export.xml: ${mb.toFixed(0)} MB, ${days} days, in ${((Date.now() - generated) / 1000).toFixed(1)} s`);

  await handle.db.execute(sql`INSERT INTO users (username, email, display_name, password_hash, time_zone)
    VALUES ('bench_import', 'bench_import@example.com', 'Bench', 'not-a-hash', 'America/New_York')`);
  const [{ id: userId } = { id: 0 }] = (await handle.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE username = 'bench_import'`))
    .rows;
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: path.join(workDir, 'data') });
  const app = await buildApp({ config, db: handle.db, limiter: createRateLimiter(handle.db), checkDatabase: async () => {} });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const headers = { cookie: `uh_session=${await createSession(handle.db, userId, 'bench')}` };
  const userUrl = `${address}/api/user`;

  await timeRoute(userUrl, headers, { count: 200 }, CLIENTS); // warm-up
  const idle = await timeRoute(userUrl, headers, { count: BASELINE_REQUESTS }, CLIENTS);

  const started = performance.now();
  const uploaded = await fetch(`${address}/api/wearables/apple-health/imports?fileName=export.xml`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/xml', 'content-length': String(bytes) },
    body: Readable.toWeb(createReadStream(exportFile)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  if (uploaded.status !== 202) throw new Error(`upload: HTTP ${uploaded.status} ${await uploaded.text()}`);
  const uploadSeconds = (performance.now() - started) / 1000;
  const { id } = (await uploaded.json()) as { id: number };

  type JobView = { status: string; newCount: number; error: string | null; recordsRead: number };
  const state: { job: JobView | null } = { job: null };
  const isOver = () => state.job?.status === 'succeeded' || state.job?.status === 'failed';
  const poll = (async () => {
    while (!isOver()) {
      state.job = (await (await fetch(`${address}/api/wearables/apple-health/imports/${id}`, { headers })).json()) as JobView;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const busy = await timeRoute(userUrl, headers, { shouldStop: isOver }, CLIENTS);
  await poll;
  const wallSeconds = (performance.now() - started) / 1000;
  const finished = state.job!;
  if (finished.status !== 'succeeded') throw new Error(`import failed: ${finished.error}`);

  console.log(`\nGET /api/user, ${CLIENTS} concurrent clients:`);
  console.log(`  without an import  ${describeTimings(idle)}`);
  console.log(`  during the import  ${describeTimings(busy)}`);
  console.log(`  ratio              ${ratioLine(idle, busy)}`);
  console.log(
    `\nImport of ${mb.toFixed(0)} MB (${finished.recordsRead.toLocaleString('en-US')} records, ${finished.newCount} daily values): ` +
      `${wallSeconds.toFixed(1)} s wall (upload ${uploadSeconds.toFixed(1)} s), ${(mb / wallSeconds).toFixed(1)} MB/s`,
  );
  await app.close();
} finally {
  await handle.close();
  await database.cleanup();
  rmSync(workDir, { recursive: true, force: true });
}
