import type { EveryProtocolsFigures } from '@uh/core/custom-protocols/custom-protocols.schema';
import { dayStats } from '@uh/core/custom-protocols/day-stats.logic';
import { evaluateDays } from '@uh/core/custom-protocols/day-state.logic';
import type { DayState } from '@uh/core/custom-protocols/protocol-document.schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedSql } from '../../db/prepared-sql';
import { everyProtocolAround, type PersonRange } from './custom-protocol-days.range-read';
import { standingOn } from './custom-protocol-days.standing';
import { versionedCache } from './versioned-cache';

type Counts = Record<DayState, number>;
type FactRow = { protocol_id: number; component_id: string | null; day: string; value: number | null; text: string | null; state: string };

/** Counts kept: for this many protocols, this many timeframes each (Progress offers three). */
const keptCounts = versionedCache<Counts>({ protocols: 20_000, rangesPerProtocol: 6 });

// Only what a day's state is worked out from — no notes, sources or timestamps — and only for the
// protocols whose counts are not kept: after a log, one protocol's range is read again, not twenty.
const factsOf = preparedSql<FactRow, PersonRange & { ids: number[] }>(
  'custom_protocol_range_facts',
  sql`SELECT protocol_id, component_id, local_day::text AS day, value, text, state
      FROM custom_protocol_entries
      WHERE protocol_id = ANY(${sql.placeholder('ids')}::int[]) AND user_id = ${sql.placeholder('userId')}
        AND local_day BETWEEN ${sql.placeholder('from')}::date AND ${sql.placeholder('to')}::date
      ORDER BY local_day, id`,
);

type Around = Awaited<ReturnType<typeof everyProtocolAround>>[number];

/** Days per state over the range for each protocol, from their entries read in one statement. */
async function countAll(db: Database, range: PersonRange, protocols: readonly Around[]): Promise<Map<number, Counts>> {
  const rows = await factsOf(db, { ...range, ids: protocols.map((protocol) => protocol.id) });
  const rowsOf = new Map<number, FactRow[]>();
  for (const row of rows) {
    const list = rowsOf.get(row.protocol_id);
    if (list) list.push(row);
    else rowsOf.set(row.protocol_id, [row]);
  }
  const counted = new Map<number, Counts>();
  for (const { id, document, pauses, logged } of protocols) {
    const facts = [];
    const skips = new Map<string, null>();
    for (const row of rowsOf.get(id) ?? []) {
      if (row.state === 'skipped') skips.set(row.day, null);
      else facts.push({ componentId: row.component_id ?? '', date: row.day, value: row.value, text: row.text });
    }
    const evaluated = evaluateDays(document, range.from, range.to, facts, { skips, pauses, loggedEverything: new Set(logged) });
    counted.set(id, dayStats(evaluated, document.schedule).counts);
  }
  return counted;
}

/**
 * Every kept protocol's figures over a range, in the person's order: the counts per state its days
 * range would answer, and habit strength and the streak on the range's last day — the same numbers,
 * from the same rules, without sending the days. What was worked out is kept until the protocol's
 * history changes, as its standing is; the counter is read before the entries, so a change made
 * between the two is at worst worked out again, never missed.
 */
export async function readEveryProtocolsFigures(db: Database, range: PersonRange): Promise<EveryProtocolsFigures> {
  const protocols = await everyProtocolAround(db, range);
  const key = `${range.from}|${range.to}`;
  const unknown = protocols.filter((protocol) => !keptCounts.get(db, protocol.id, Number(protocol.version), key));
  const counted = unknown.length > 0 ? await countAll(db, range, unknown) : new Map<number, Counts>();
  for (const [id, counts] of counted) keptCounts.set(db, id, Number(unknown.find((one) => one.id === id)!.version), key, counts);

  const figures = await Promise.all(
    protocols.map(async ({ id, document, first, version }) => {
      const counts = counted.get(id) ?? keptCounts.get(db, id, Number(version), key)!;
      const start = first !== null && first < range.from ? first : range.from;
      const standing = await standingOn(db, { id, userId: range.userId, document }, { version: Number(version), start, to: range.to });
      return { id, counts, strength: standing.strength, streak: standing.streak };
    }),
  );
  return { protocols: figures };
}
