import { setImmediate as nextTurn } from 'node:timers/promises';
import { localDateOf } from '@uh/core/common/calendar.logic';
import { exportedPreferences } from '@uh/core/settings/export.logic';
import type { AccountExport, ExportRecords, ExportRecordType, ImportResult } from '@uh/core/settings/export.schema';
import { EXPORT_RECORD_TYPES } from '@uh/core/settings/export.schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { insertRows } from '../../db/bulk-insert';
import type { Database } from '../../db/client';
import {
  biometricLogs,
  chatMessages,
  coldExposureLogs,
  dailyChecklists,
  fastingLogs,
  journalEntries,
  loggedEverythingDays,
  thirtyThirtyThirtyLogs,
  users,
} from '../../db/schema';
import { HttpError, conflict } from '../../lib/http-error';
import { readRecords, type AllRecords, type RecordOf } from './data-export.service';
import { IMPORT_IN_PROGRESS } from './account-import.guard';
import { planCustomProtocolImport, writeCustomProtocolImport, type ProtocolBoundType } from './custom-protocols-import';
import { planExperimentImport, writeExperimentImport } from './experiments-export';
import { planInsightPairImport, writeInsightPairImport } from './insights-export';

/** No statement of an import may hold its connection longer than this; the import then fails whole. */
const STATEMENT_TIMEOUT_MS = 30_000;
// Another app server importing into the same account holds this lock (namespace, user id).
const IMPORT_LOCK_NAMESPACE = 0x1a2b;

/**
 * What makes two records the same, so an import into a non-empty account skips what is there. A
 * protocol's entries and pauses go with it instead (custom-protocols-import.ts); pairs and
 * experiments name protocols, so they are settled beside them (insights-export.ts, experiments-export.ts).
 */
type KeyedType = Exclude<ExportRecordType, ProtocolBoundType | 'insightPairs' | 'experiments'>;
const naturalKey: { [K in KeyedType]: (record: RecordOf<K>) => string } = {
  thirtyThirtyThirtyLogs: (record) => record.timestamp,
  fastingLogs: (record) => record.startTime,
  coldExposureLogs: (record) => record.timestamp,
  // An imported reading is its source's value for one local day (one row per person, source and
  // day); any other reading is its own instant.
  biometricLogs: (record) => (record.imported ? `${record.wearableSource}|${record.localDay}` : record.timestamp),
  dailyChecklists: (record) => record.date,
  chatMessages: (record) => `${new Date(record.createdAt).toISOString()}|${record.role}|${record.content}`,
  journalEntries: (record) => `${new Date(record.timestamp).toISOString()}|${record.type}|${record.summary}`,
  loggedEverythingDays: (record) => record.date,
};

// Long histories go in slices, letting other requests in between them; a slice's rows and
// statement are built synchronously, so slices stay small enough to keep each step short.
const INSERT_CHUNK = 500;
async function insertAll<TTable extends PgTable, R>(
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
async function visitAll<R>(records: readonly R[], visit: (record: R) => void) {
  for (let start = 0; start < records.length; start += VISIT_CHUNK) {
    records.slice(start, start + VISIT_CHUNK).forEach(visit);
    await nextTurn();
  }
}
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

// Instants compare in one spelling ("…+01:00" and "…Z" are the same moment); other keys as they are.
const normalise = (key: string) => (/^\d{4}-\d{2}-\d{2}T[^|]*$/.test(key) ? new Date(key).toISOString() : key);

const isHttpsAddress = (value: string) => URL.canParse(value) && new URL(value).protocol === 'https:';

/**
 * Adds the records of an export to the account in one transaction: all or nothing. Records the
 * account already has (same natural key) are skipped and counted; so is an open fast when the
 * account already has one running.
 */
export async function importAccount(
  db: Database,
  userId: number,
  data: AccountExport,
  { applyPreferences = false, maxAccountRows }: { applyPreferences?: boolean; maxAccountRows: number },
): Promise<ImportResult> {
  // A log keeps its own zone and day; older files fall back to the exporting account's zone.
  const dayOf = (record: { timeZone?: string | undefined; localDay?: string | null | undefined }, instant: Date | null) => {
    const timeZone = record.timeZone ?? data.account.timeZone;
    return { timeZone, localDay: record.localDay ?? (instant ? localDateOf(instant, timeZone) : null) };
  };
  const dayOfInstant = (record: Parameters<typeof dayOf>[0], instant: Date) => {
    const day = dayOf(record, instant);
    return { timeZone: day.timeZone, localDay: day.localDay! };
  };
  // Each reading's day is settled first: it is part of an imported reading's natural key.
  const readings: ExportRecords['biometricLogs'] = [];
  await visitAll(data.records.biometricLogs, (record) => readings.push({ ...record, ...dayOfInstant(record, new Date(record.timestamp)) }));
  const records: ExportRecords = { ...data.records, biometricLogs: readings };
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}`));
    const locked = await tx.execute<{ ok: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${IMPORT_LOCK_NAMESPACE}, ${userId}) AS ok`);
    if (!locked.rows[0]?.ok) throw conflict(IMPORT_IN_PROGRESS);
    const existing = await readRecords(tx as unknown as Database, userId);
    const result: ImportResult = { imported: {}, skipped: {}, preferencesApplied: [] };
    const fresh = async <K extends KeyedType>(type: K): Promise<AllRecords[K]> => {
      const key = naturalKey[type] as (record: RecordOf<K>) => string;
      const seen = new Set<string>();
      await visitAll(existing[type] as RecordOf<K>[], (record) => seen.add(normalise(key(record))));
      const given = (records[type] ?? []) as RecordOf<K>[];
      const kept: RecordOf<K>[] = [];
      await visitAll(given, (record) => {
        const id = normalise(key(record));
        if (seen.has(id)) return;
        seen.add(id);
        kept.push(record);
      });
      result.skipped[type] = given.length - kept.length;
      result.imported[type] = kept.length;
      return kept as AllRecords[K];
    };

    // Everything new is settled before anything is written, so the account cap refuses whole.
    const thirty = await fresh('thirtyThirtyThirtyLogs');
    let fasts = await fresh('fastingLogs');
    const [running] = await tx
      .select({ id: fastingLogs.id })
      .from(fastingLogs)
      .where(and(eq(fastingLogs.userId, userId), isNull(fastingLogs.endTime)));
    const open = fasts.filter((record) => record.endTime === null);
    const blockedOpen = running ? open.length : Math.max(0, open.length - 1); // only one fast can be running
    if (blockedOpen > 0) {
      const allowed = running ? [] : open.slice(-1);
      fasts = fasts.filter((record) => record.endTime !== null || allowed.includes(record));
      result.imported.fastingLogs! -= blockedOpen;
      result.skipped.fastingLogs! += blockedOpen;
    }
    const cold = await fresh('coldExposureLogs');
    const biometrics = await fresh('biometricLogs');
    const checklists = await fresh('dailyChecklists');
    const chat = await fresh('chatMessages');
    // Entries come back without a recording and without the logs they once made (those are
    // imported as logs of their own).
    const journal = await fresh('journalEntries');
    const loggedDays = await fresh('loggedEverythingDays');
    const ownProtocols = await planCustomProtocolImport(tx, userId, records, existing, result);
    const pairs = await planInsightPairImport(tx, userId, records, existing, result);
    const ownExperiments = await planExperimentImport(tx, userId, records, existing, result);

    // A record logged at one instant: its owner, its time as a date and its local day.
    const stamped = <R extends { timestamp: string; timeZone?: string; localDay?: string | null }>(record: R) => ({
      ...record,
      userId,
      timestamp: new Date(record.timestamp),
      ...dayOfInstant(record, new Date(record.timestamp)),
    });
    const held = EXPORT_RECORD_TYPES.reduce((sum, type) => sum + existing[type].length, 0);
    const adding = Object.values(result.imported).reduce((sum, count) => sum + count, 0);
    if (held + adding > maxAccountRows) {
      throw new HttpError(
        413,
        `Your account holds ${held} records and this file would add ${adding}; an account holds at most ${maxAccountRows} (ACCOUNT_MAX_ROWS). Nothing was imported.`,
      );
    }

    await insertAll(tx, thirtyThirtyThirtyLogs, thirty, stamped);
    await insertAll(tx, fastingLogs, fasts, (record) => ({
      ...record,
      userId,
      timestamp: new Date(record.timestamp),
      startTime: new Date(record.startTime),
      endTime: record.endTime ? new Date(record.endTime) : null,
      ...dayOf(record, record.endTime ? new Date(record.endTime) : null),
    }));
    await insertAll(tx, coldExposureLogs, cold, stamped);
    await insertAll(tx, biometricLogs, biometrics, ({ wokeAt, ...record }) => ({
      ...stamped(record),
      wokeAt: wokeAt ? new Date(wokeAt) : null,
    }));
    await insertAll(tx, dailyChecklists, checklists, (record) => ({ ...record, userId }));
    await insertAll(tx, chatMessages, chat, (record) => ({ ...record, userId, createdAt: new Date(record.createdAt) }));
    await insertAll(tx, journalEntries, journal, stamped);
    await insertAll(tx, loggedEverythingDays, loggedDays, (record) => ({ userId, localDay: record.date }));
    await writeCustomProtocolImport(tx, userId, ownProtocols);
    await writeInsightPairImport(tx, userId, pairs, records.insightPairs ?? []);
    await writeExperimentImport(tx, userId, ownExperiments, records.experiments ?? []);
    // Day-based figures follow the zone and units the records were made with.
    if (applyPreferences) {
      const preferences = exportedPreferences(data.account);
      result.preferencesApplied = Object.keys(preferences) as ImportResult['preferencesApplied'];
      if (result.preferencesApplied.length > 0) await tx.update(users).set(preferences).where(eq(users.id, userId));
      // The photo is the person's own choice too: taken only when asked, and only one the page can show.
      const photoURL = data.account.photoURL;
      if (photoURL && isHttpsAddress(photoURL)) await tx.update(users).set({ photoUrl: photoURL }).where(eq(users.id, userId));
    }
    return result;
  });
}
