import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ProtocolId } from '@uh/core/protocols/protocol-registry';
import type { ExportedLog } from '@uh/core/settings/protocol-export-schemas';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { insertRows } from '../db/bulk-insert';
import type { Database } from '../db/client';
import type { Transaction } from './per-person-cap';

/** The zone a logged record was made in and its local day there, as the file gives them. */
export type LoggedDay = { timeZone?: string | undefined; localDay?: string | null | undefined };

/** What an import knows of the account and the file while it writes one protocol's logs. */
export type ImportContext = {
  userId: number;
  /** A log's own zone and day; a file written before logs kept them falls back to the exporting account's zone. */
  dayOf: (record: LoggedDay, instant: Date | null) => { timeZone: string; localDay: string | null };
  /** The same for a log made at one instant, which always has a day. */
  dayOfInstant: (record: LoggedDay, instant: Date) => { timeZone: string; localDay: string };
  /** A record logged at one instant: its owner, its time as a date and its local day. */
  stamped: <R extends { timestamp: string } & LoggedDay>(
    record: R,
  ) => Omit<R, 'timestamp' | 'timeZone' | 'localDay'> & { userId: number; timestamp: Date; timeZone: string; localDay: string };
};

/**
 * How the account export (docs/data-export.md) reads, writes as CSV and imports one protocol's
 * logs. Each protocol's feature gives its own (`<protocol>.export.ts`); TRACKERS binds them.
 */
export type ProtocolExportCodec<K extends ProtocolId> = {
  /** The person's logs as the export writes them, in the export's order. */
  read: (db: Database, userId: number) => Promise<ExportedLog<K>[]>;
  /** The CSV file's columns in order, for its header when there are no logs (a written log gives its own). */
  csvColumns: readonly string[];
  /** What makes two logs the same, so an import into a non-empty account skips what is there. */
  naturalKey: (record: ExportedLog<K>) => string;
  /** Settles what the file's logs need before they are compared, outside the import's transaction. */
  beforeCompare?: (records: ExportedLog<K>[], context: Pick<ImportContext, 'dayOf' | 'dayOfInstant'>) => Promise<ExportedLog<K>[]>;
  /** Of the new logs, those the account can take; the others are counted as skipped. */
  keepAllowed?: (tx: Transaction, userId: number, records: ExportedLog<K>[]) => Promise<ExportedLog<K>[]>;
  /** Writes the new logs. */
  insert: (tx: Transaction, records: ExportedLog<K>[], context: ImportContext) => Promise<void>;
};

// Long histories go in slices, letting other requests in between them; a slice's rows and
// statement are built synchronously, so slices stay small enough to keep each step short.
const INSERT_CHUNK = 500;
export async function insertAll<TTable extends PgTable, R>(
  tx: Transaction,
  table: TTable,
  records: readonly R[],
  toRow: (record: R) => PgInsertValue<TTable>,
) {
  for (let start = 0; start < records.length; start += INSERT_CHUNK) {
    await insertRows(tx, table, records.slice(start, start + INSERT_CHUNK).map(toRow));
    await nextTurn();
  }
}

// Going through every record of a long history (keys, days) runs in slices too.
const VISIT_CHUNK = 2_000;
export async function visitAll<R>(records: readonly R[], visit: (record: R) => void) {
  for (let start = 0; start < records.length; start += VISIT_CHUNK) {
    records.slice(start, start + VISIT_CHUNK).forEach(visit);
    await nextTurn();
  }
}

export const iso = (value: Date) => value.toISOString();
export const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);
