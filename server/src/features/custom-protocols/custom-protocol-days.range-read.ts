import type { CustomEntry, CustomPause } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { EntrySource, ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedSql } from '../../db/prepared-sql';

// A range's rows are read on every view of a protocol's days: prepared once per connection and
// mapped by hand, they cost neither Drizzle's query building nor its column-by-column mapping.

type Range = { protocolId: number; userId: number; from: string; to: string };

type EntryRow = {
  id: number;
  component_id: string | null;
  day: string;
  value: number | null;
  text: string | null;
  state: string;
  note: string | null;
  source: string;
  created_at: string;
  updated_at: string;
};

const protocolId = sql.placeholder('protocolId');
const from = sql.placeholder('from');
const to = sql.placeholder('to');

// Instants as PostgreSQL writes them, read with `new Date` as the ORM reads them elsewhere.
const entriesIn = preparedSql<EntryRow, Range>(
  'custom_protocol_range_entries',
  sql`SELECT id, component_id, local_day::text AS day, value, text, state, note, source,
             created_at::text AS created_at, updated_at::text AS updated_at
      FROM custom_protocol_entries
      WHERE protocol_id = ${protocolId} AND local_day BETWEEN ${from}::date AND ${to}::date ORDER BY local_day, id`,
);
/**
 * In one statement: the pauses overlapping the range or planned after it (the page lists them), the logged-everything days in it, the
 * protocol's first logged day and the counter its history moves (migration 0019), the counter read
 * in the same snapshot as the first day.
 */
const aroundRange = preparedSql<{ pauses: CustomPause[]; logged: string[]; first: string | null; version: number }, Range>(
  'custom_protocol_range_marks',
  sql`SELECT
        (SELECT COALESCE(json_agg(json_build_object('id', id, 'from', from_day::text, 'to', to_day::text, 'reason', reason) ORDER BY from_day, id), '[]')
         FROM custom_protocol_pauses WHERE protocol_id = ${protocolId} AND to_day >= ${from}::date) AS pauses,
        (SELECT COALESCE(array_agg(local_day::text), '{}') FROM logged_everything_days
         WHERE user_id = ${sql.placeholder('userId')} AND local_day BETWEEN ${from}::date AND ${to}::date) AS logged,
        (SELECT min(local_day)::text FROM custom_protocol_entries WHERE protocol_id = ${protocolId}) AS first,
        COALESCE((SELECT version FROM custom_protocol_versions WHERE protocol_id = ${protocolId}), 0)::float8 AS version`,
);

const toEntry = (protocol: number, row: EntryRow): CustomEntry => ({
  id: row.id,
  protocolId: protocol,
  componentId: row.component_id ?? '',
  date: row.day,
  value: row.value,
  text: row.text,
  note: row.note,
  source: row.source as EntrySource,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/**
 * Everything said about the protocol's days from `from` to `to`: logged values (in the order
 * logged), skips and their reasons, the pauses that overlap the range, logged-everything days; and
 * what its history's standing is looked up by: the first logged day and the history's counter.
 */
export async function readRange(db: Database, range: Range): Promise<RangeHistory> {
  const [entryRows, [marks]] = await Promise.all([entriesIn(db, range), aroundRange(db, range)]);
  return historyOf(range.protocolId, entryRows, marks ?? { pauses: [], logged: [], first: null, version: 0 });
}

export type RangeHistory = ReturnType<typeof historyOf>;

function historyOf(
  protocol: number,
  entryRows: readonly EntryRow[],
  marks: { pauses: CustomPause[]; logged: string[]; first: string | null; version: number },
) {
  const values = entryRows.filter((row) => row.state === 'value').map((row) => toEntry(protocol, row));
  const skips = new Map(entryRows.filter((row) => row.state === 'skipped').map((row) => [row.day, row.note]));
  return {
    values,
    skips,
    pauses: marks.pauses,
    loggedEverything: new Set(marks.logged),
    first: marks.first,
    version: Number(marks.version),
  };
}

export type PersonRange = { userId: number; from: string; to: string };

// The person's protocols that show (neither archived nor deleted), as a subquery both reads share.
const keptIds = sql`SELECT id FROM custom_protocols WHERE user_id = ${sql.placeholder('userId')} AND deleted_at IS NULL AND NOT archived`;

const everyEntryIn = preparedSql<EntryRow & { protocol_id: number }, PersonRange>(
  'custom_protocol_every_range_entries',
  sql`SELECT protocol_id, id, component_id, local_day::text AS day, value, text, state, note, source,
             created_at::text AS created_at, updated_at::text AS updated_at
      FROM custom_protocol_entries
      WHERE protocol_id IN (${keptIds}) AND local_day BETWEEN ${from}::date AND ${to}::date ORDER BY local_day, id`,
);
/** Per protocol, in the person's order: its document and what `aroundRange` reads of one protocol. */
export const everyProtocolAround = preparedSql<
  { id: number; document: ProtocolDocument; pauses: CustomPause[]; logged: string[]; first: string | null; version: number },
  PersonRange
>(
  'custom_protocol_every_range_marks',
  sql`SELECT p.id, p.document,
        (SELECT COALESCE(json_agg(json_build_object('id', id, 'from', from_day::text, 'to', to_day::text, 'reason', reason) ORDER BY from_day, id), '[]')
         FROM custom_protocol_pauses WHERE protocol_id = p.id AND to_day >= ${from}::date) AS pauses,
        (SELECT COALESCE(array_agg(local_day::text), '{}') FROM logged_everything_days
         WHERE user_id = p.user_id AND local_day BETWEEN ${from}::date AND ${to}::date) AS logged,
        (SELECT min(local_day)::text FROM custom_protocol_entries WHERE protocol_id = p.id) AS first,
        COALESCE((SELECT version FROM custom_protocol_versions WHERE protocol_id = p.id), 0)::float8 AS version
      FROM custom_protocols p
      WHERE p.user_id = ${sql.placeholder('userId')} AND p.deleted_at IS NULL AND NOT p.archived
      ORDER BY p.position, p.id`,
);

/**
 * `readRange` for every protocol the person keeps, in two statements whatever their number: a page
 * of many protocols then costs one request's overhead, not one per protocol. A protocol made or
 * archived between the two reads is read with what the first one found (its entries or none).
 */
export async function readEveryRange(db: Database, range: PersonRange) {
  const [entryRows, protocols] = await Promise.all([everyEntryIn(db, range), everyProtocolAround(db, range)]);
  const entriesOf = new Map<number, EntryRow[]>();
  for (const row of entryRows) {
    const list = entriesOf.get(row.protocol_id) ?? [];
    list.push(row);
    entriesOf.set(row.protocol_id, list);
  }
  return protocols.map(({ id, document, ...marks }) => ({
    protocol: { id, userId: range.userId, document },
    history: historyOf(id, entriesOf.get(id) ?? [], marks),
  }));
}
