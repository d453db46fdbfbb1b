// The custom-protocol half of bench:progress: GET /api/custom-protocols/{id}/days for a week, a
// month and a year ending today, for one protocol and for all 20 at once (what the dashboard asks
// for), for a person with 10 years of entries against one with a month. The baseline is the
// one-month person, timed the same way in the same run; nothing is compared with a recording.
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/src/db/client';
import { addDays } from '../../core/src/common/calendar.logic';

const BUDGET_MS = { week: 20, month: 25, year: 60 } as const;
const RANGE_DAYS = { week: 7, month: 30, year: 365 } as const;
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
 * OK or OVER on each line; answers whether every line is within its budget.
 */
export async function benchCustomProtocolDays(options: {
  address: string;
  today: string;
  tenYears: Person;
  oneMonth: Person;
  requests: number;
}): Promise<boolean> {
  const { address, today, tenYears, oneMonth, requests } = options;
  const urlsOf = (person: Person, ids: number[], range: keyof typeof RANGE_DAYS) =>
    ids.map((id) => `${address}/api/custom-protocols/${id}/days?from=${addDays(today, 1 - RANGE_DAYS[range])}&to=${today}`);
  console.log(
    `\nGET /api/custom-protocols/{id}/days (${requests} rounds each, after 20 warm-up), 20 protocols, 10 years of daily entries vs one month:`,
  );
  let isWithinBudget = true;
  for (const scope of ['one', 'all 20'] as const) {
    // One protocol: the morning check-in (four components, the most entries per day).
    const pick = (person: Person) => (scope === 'one' ? person.protocolIds.slice(4, 5) : person.protocolIds);
    for (const range of ['week', 'month', 'year'] as const) {
      const long = await timed(urlsOf(tenYears, pick(tenYears), range), tenYears.headers, requests);
      const short = (await timed(urlsOf(oneMonth, pick(oneMonth), range), oneMonth.headers, requests)).timings;
      const p95 = percentile(long.timings, 95);
      const ratio = percentile(long.timings, 50) / percentile(short, 50);
      const ratioOk = range === 'year' || ratio <= HISTORY_RATIO_BUDGET;
      const ok = p95 <= BUDGET_MS[range] && ratioOk;
      isWithinBudget &&= ok;
      console.log(
        `  ${scope.padEnd(6)} ${range.padEnd(5)} p50 ${ms(percentile(long.timings, 50))} ms  p95 ${ms(p95)} ms  p99 ${ms(percentile(long.timings, 99))} ms  ` +
          `(${(long.bytes / 1024).toFixed(1)} KB)  one month p50 ${ms(percentile(short, 50), 5)} ms → ${ratio.toFixed(2)}×  ` +
          `budget p95 ≤ ${BUDGET_MS[range]} ms${range === 'year' ? '' : `, ≤ ${HISTORY_RATIO_BUDGET}×`}: ${ok ? 'OK' : 'OVER'}`,
      );
    }
  }
  return isWithinBudget;
}

/**
 * The first read of a year after a change to the protocol (an entry edited in SQL, as another
 * server or an import would): what a page pays once after logging. Printed, not budgeted.
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
  const url = `${address}/api/custom-protocols/${id}/days?from=${addDays(today, -364)}&to=${today}`;
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
    `  one    year  after a change: p50 ${ms(percentile(timings, 50))} ms  p95 ${ms(percentile(timings, 95))} ms  (${requests} rounds; not budgeted)`,
  );
}
