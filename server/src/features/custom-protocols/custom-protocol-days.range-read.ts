import type { CustomEntry, CustomPause } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { EntrySource } from '@uh/core/custom-protocols/protocol-document.schema';
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
export async function readRange(db: Database, range: Range) {
  const [entryRows, [marks]] = await Promise.all([entriesIn(db, range), aroundRange(db, range)]);
  const values = entryRows.filter((row) => row.state === 'value').map((row) => toEntry(range.protocolId, row));
  const skips = new Map(entryRows.filter((row) => row.state === 'skipped').map((row) => [row.day, row.note]));
  return {
    values,
    skips,
    pauses: marks?.pauses ?? [],
    loggedEverything: new Set(marks?.logged ?? []),
    first: marks?.first ?? null,
    version: Number(marks?.version ?? 0),
  };
}
