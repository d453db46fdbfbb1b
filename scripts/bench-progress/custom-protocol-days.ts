// The custom-protocol half of bench:progress: the reads the pages make of 20 protocols, for a person
// with 10 years of daily entries against one with a month — a protocol's page reads its days
// (GET /api/custom-protocols/{id}/days: a week, a month, a year), the dashboard and the checklist
// read every protocol's day (GET /api/custom-protocols/days), Progress reads every protocol's
// figures over its timeframe (GET /api/custom-protocols/figures). The baseline is the one-month
// person, read through the same route in the same run; nothing is compared with a recording. Every
// protocol's full days over a year, which no page reads, is timed for comparison, not budgeted.
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/src/db/client';
import { addDays } from '../../core/src/common/calendar.logic';

const BUDGET_MS = { day: 20, week: 20, month: 25, year: 60 } as const;
const RANGE_DAYS = { day: 1, week: 7, month: 30, year: 365 } as const;
type Range = keyof typeof RANGE_DAYS;
const HISTORY_RATIO_BUDGET = 1.3;

type Headers = Record<string, string>;
type Person = { headers: Headers; protocolIds: number[] };

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Fetches each url (in parallel, as a page does) and answers the bytes received; throws on an error. */
async function fetchAll(urls: string[], headers: Headers): Promise<number> {
  const bodies = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { headers });
      const body = await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return body.byteLength;
    }),
  );
  return bodies.reduce((sum, bytes) => sum + bytes, 0);
}

/** Sorted timings of `requests` rounds after 20 warm-up ones; a round fetches every url at once. */
async function timed(urls: string[], headers: Headers, requests: number) {
  for (let index = 0; index < 20; index++) await fetchAll(urls, headers);
  const timings: number[] = [];
  let bytes = 0;
  for (let index = 0; index < requests; index++) {
    const started = performance.now();
    bytes = await fetchAll(urls, headers);
    timings.push(performance.now() - started);
  }
  return { timings: timings.sort((a, b) => a - b), bytes };
}

const ms = (value: number, width = 6) => value.toFixed(1).padStart(width);

/**
 * Prints p50/p95/p99 per range and scope with the budget and the ratio to the one-month person,
 * OK or OVER on each budgeted line; answers whether every budgeted line is within its budget.
 */
export async function benchCustomProtocolDays(options: {
  address: string;
  today: string;
  tenYears: Person;
  oneMonth: Person;
  requests: number;
}): Promise<boolean> {
  const { address, today, tenYears, oneMonth, requests } = options;
  const query = (range: Range) => `from=${addDays(today, 1 - RANGE_DAYS[range])}&to=${today}`;
  // Per scope, the ranges a page reads (budgeted) and those timed for comparison only.
  const scopes = [
    // One protocol: the morning check-in (four components, the most entries per day).
    {
      name: 'one days',
      budgeted: ['week', 'month', 'year'],
      compared: [],
      urls: (person: Person, range: Range) => [`${address}/api/custom-protocols/${person.protocolIds[4]}/days?${query(range)}`],
    },
    {
      name: '20 days',
      budgeted: ['day', 'week', 'month'],
      compared: ['year'],
      urls: (_person: Person, range: Range) => [`${address}/api/custom-protocols/days?${query(range)}`],
    },
    {
      name: '20 figures',
      budgeted: ['week', 'month', 'year'],
      compared: [],
      urls: (_person: Person, range: Range) => [`${address}/api/custom-protocols/figures?${query(range)}`],
    },
  ] satisfies { name: string; budgeted: Range[]; compared: Range[]; urls: (person: Person, range: Range) => string[] }[];
  console.log(
    `\nDays of 20 protocols (${requests} rounds each, after 20 warm-up), 10 years of daily entries vs one month:\n` +
      `  one days: GET /api/custom-protocols/{id}/days (a protocol's page); 20 days: GET /api/custom-protocols/days ` +
      `(the dashboard and checklist read a day); 20 figures: GET /api/custom-protocols/figures (Progress)`,
  );
  let isWithinBudget = true;
  // BENCH_SCOPE='20 figures' times one scope only (profiling).
  for (const scope of scopes.filter((one) => !process.env.BENCH_SCOPE || one.name === process.env.BENCH_SCOPE)) {
    for (const range of [...scope.budgeted, ...scope.compared] as Range[]) {
      const isBudgeted = (scope.budgeted as Range[]).includes(range);
      const long = await timed(scope.urls(tenYears, range), tenYears.headers, requests);
      const short = (await timed(scope.urls(oneMonth, range), oneMonth.headers, requests)).timings;
      const p95 = percentile(long.timings, 95);
      const ratio = percentile(long.timings, 50) / percentile(short, 50);
      // A year reads a year in both: the one-month person simply has less of it.
      const ratioOk = range === 'year' || ratio <= HISTORY_RATIO_BUDGET;
      const ok = p95 <= BUDGET_MS[range] && ratioOk;
      if (isBudgeted) isWithinBudget &&= ok;
      const verdict = isBudgeted ? (ok ? 'OK' : 'OVER') : 'not budgeted: no page reads it';
      console.log(
        `  ${scope.name.padEnd(10)} ${range.padEnd(5)} p50 ${ms(percentile(long.timings, 50))} ms  p95 ${ms(p95)} ms  p99 ${ms(percentile(long.timings, 99))} ms  ` +
          `(${(long.bytes / 1024).toFixed(1)} KB)  one month p50 ${ms(percentile(short, 50), 5)} ms → ${ratio.toFixed(2)}×  ` +
          `budget p95 ≤ ${BUDGET_MS[range]} ms${range === 'year' ? '' : `, ≤ ${HISTORY_RATIO_BUDGET}×`}: ${verdict}`,
      );
    }
  }
  return isWithinBudget;
}

/**
 * The first read of a year after a change to one protocol (an entry edited in SQL, as another
 * server or an import would): what a protocol's page, and Progress, pay once after a log — the
 * history's standing and that protocol's counts are worked out again. Printed, not budgeted.
 */
export async function benchFirstReadAfterChange(options: {
  db: Database;
  address: string;
  today: string;
  person: Person;
  requests: number;
}): Promise<void> {
  const { db, address, today, person, requests } = options;
  const id = person.protocolIds[4]!;
  const year = `from=${addDays(today, -364)}&to=${today}`;
  const reads = {
    'one days  ': `${address}/api/custom-protocols/${id}/days?${year}`,
    '20 figures': `${address}/api/custom-protocols/figures?${year}`,
  };
  for (const [name, url] of Object.entries(reads)) {
    const timings: number[] = [];
    for (let index = 0; index < requests; index++) {
      await db.execute(sql`
        UPDATE custom_protocol_entries SET updated_at = now()
        WHERE id = (SELECT max(id) FROM custom_protocol_entries WHERE protocol_id = ${id})`);
      const started = performance.now();
      await fetchAll([url], person.headers);
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    console.log(
      `  ${name} year  after a change: p50 ${ms(percentile(timings, 50))} ms  p95 ${ms(percentile(timings, 95))} ms  (${requests} rounds; not budgeted)`,
    );
  }
}
