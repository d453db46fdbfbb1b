import { localDateOf } from '@uh/core/common/calendar.logic';
import { exportedPreferences } from '@uh/core/settings/export.logic';
import type { AccountExport, ExportRecords, ExportRecordType, ImportResult } from '@uh/core/settings/export.schema';
import { EXPORT_RECORD_TYPES } from '@uh/core/settings/export.schema';
import type { ProtocolExportKey } from '@uh/core/settings/protocol-export-schemas';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { COACH_MEMORY_MAX } from '@uh/core/chat/coach-memory.schema';
import { chatMessages, coachMemories, dailyChecklists, journalEntries, loggedEverythingDays, users } from '../../db/schema';
import { insertAll, visitAll, type ImportContext, type LoggedDay } from '../../lib/export-codec';
import { HttpError, conflict } from '../../lib/http-error';
import { COACH_MEMORIES_CAP, lockPersonCap } from '../../lib/per-person-cap';
import { readRecords } from './data-export.service';
import type { RecordOf } from './export-records';
import { IMPORT_IN_PROGRESS } from './account-import.guard';
import { planCustomProtocolImport, writeCustomProtocolImport, type ProtocolBoundType } from './custom-protocols-import';
import { planExperimentImport, writeExperimentImport } from './experiments-export';
import { planInsightPairImport, writeInsightPairImport } from './insights-export';
import { PROTOCOL_EXPORT_CODECS, type AnyExportedLog } from './protocol-export-codecs';

/** No statement of an import may hold its connection longer than this; the import then fails whole. */
const STATEMENT_TIMEOUT_MS = 30_000;
// Another app server importing into the same account holds this lock (namespace, user id).
const IMPORT_LOCK_NAMESPACE = 0x1a2b;

/**
 * What makes two records the same, so an import into a non-empty account skips what is there. A
 * built-in protocol's logs say it in their own codec (`*.export.ts`, PROTOCOL_EXPORT_CODECS). A
 * protocol's entries and pauses go with it instead (custom-protocols-import.ts); pairs and
 * experiments name protocols, so they are settled beside them (insights-export.ts, experiments-export.ts).
 */
type KeyedType = Exclude<ExportRecordType, ProtocolExportKey | ProtocolBoundType | 'insightPairs' | 'experiments'>;
const naturalKey: { [K in KeyedType]: (record: RecordOf<K>) => string } = {
  dailyChecklists: (record) => record.date,
  chatMessages: (record) => `${new Date(record.createdAt).toISOString()}|${record.role}|${record.content}`,
  coachMemories: (record) => record.text,
  journalEntries: (record) => `${new Date(record.timestamp).toISOString()}|${record.type}|${record.summary}`,
  loggedEverythingDays: (record) => record.date,
};

// Instants compare in one spelling ("…+01:00" and "…Z" are the same moment); other keys as they are.
const normalise = (key: string) => (/^\d{4}-\d{2}-\d{2}T[^|]*$/.test(key) ? new Date(key).toISOString() : key);

/** The first `room` of `kept`, the rest counted as skipped: what an account holds only so many of. */
function keepWithinCap<R>(kept: R[], { room, type, result }: { room: number; type: ExportRecordType; result: ImportResult }): R[] {
  const allowed = kept.slice(0, Math.max(0, room));
  const refused = kept.length - allowed.length;
  result.imported[type] = (result.imported[type] ?? 0) - refused;
  result.skipped[type] = (result.skipped[type] ?? 0) + refused;
  return allowed;
}

/** The records' protocol arrays, each read and written through its own codec. */
const protocolLogsOf = (records: ExportRecords) => records as Record<ProtocolExportKey, AnyExportedLog[]>;

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
  const dayOf = (record: LoggedDay, instant: Date | null) => {
    const timeZone = record.timeZone ?? data.account.timeZone;
    return { timeZone, localDay: record.localDay ?? (instant ? localDateOf(instant, timeZone) : null) };
  };
  const dayOfInstant = (record: LoggedDay, instant: Date) => {
    const day = dayOf(record, instant);
    return { timeZone: day.timeZone, localDay: day.localDay! };
  };
  const stamped: ImportContext['stamped'] = (record) => ({
    ...record,
    userId,
    timestamp: new Date(record.timestamp),
    ...dayOfInstant(record, new Date(record.timestamp)),
  });
  const context: ImportContext = { userId, dayOf, dayOfInstant, stamped };
  // What a protocol's logs need before they are compared (biometrics: each reading's day) is settled first.
  const records: ExportRecords = { ...data.records };
  for (const { exportKey, codec } of PROTOCOL_EXPORT_CODECS) {
    if (codec.beforeCompare)
      protocolLogsOf(records)[exportKey] = await codec.beforeCompare(protocolLogsOf(data.records)[exportKey], context);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}`));
    const locked = await tx.execute<{ ok: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${IMPORT_LOCK_NAMESPACE}, ${userId}) AS ok`);
    if (!locked.rows[0]?.ok) throw conflict(IMPORT_IN_PROGRESS);
    // Memories are counted against their cap with any added meanwhile held off (docs/coach-tools.md).
    await lockPersonCap(tx, COACH_MEMORIES_CAP, userId);
    const existing = await readRecords(tx as unknown as Database, userId);
    const result: ImportResult = { imported: {}, skipped: {}, preferencesApplied: [] };
    const fresh = async <R>(type: ExportRecordType, key: (record: R) => string): Promise<R[]> => {
      const seen = new Set<string>();
      await visitAll(existing[type] as R[], (record) => seen.add(normalise(key(record))));
      const given = (records[type] ?? []) as R[];
      const kept: R[] = [];
      await visitAll(given, (record) => {
        const id = normalise(key(record));
        if (seen.has(id)) return;
        seen.add(id);
        kept.push(record);
      });
      result.skipped[type] = given.length - kept.length;
      result.imported[type] = kept.length;
      return kept;
    };

    // Everything new is settled before anything is written, so the account cap refuses whole.
    const newLogs = new Map<ProtocolExportKey, AnyExportedLog[]>();
    for (const { exportKey, codec } of PROTOCOL_EXPORT_CODECS) {
      const kept = await fresh(exportKey, codec.naturalKey);
      // What the account cannot take (a second running fast) is skipped too.
      const allowed = codec.keepAllowed ? await codec.keepAllowed(tx, userId, kept) : kept;
      const refused = kept.length - allowed.length;
      if (refused > 0) {
        result.imported[exportKey]! -= refused;
        result.skipped[exportKey]! += refused;
      }
      newLogs.set(exportKey, allowed);
    }
    const checklists = await fresh('dailyChecklists', naturalKey.dailyChecklists);
    const chat = await fresh('chatMessages', naturalKey.chatMessages);
    // Memories past what an account keeps (COACH_MEMORY_MAX with those it has) are skipped.
    const memories = keepWithinCap(await fresh<RecordOf<'coachMemories'>>('coachMemories', naturalKey.coachMemories), {
      room: COACH_MEMORY_MAX - existing.coachMemories.length,
      type: 'coachMemories',
      result,
    });
    // Entries come back without a recording and without the logs they once made (those are
    // imported as logs of their own).
    const journal = await fresh('journalEntries', naturalKey.journalEntries);
    const loggedDays = await fresh('loggedEverythingDays', naturalKey.loggedEverythingDays);
    const ownProtocols = await planCustomProtocolImport(tx, userId, records, existing, result);
    const pairs = await planInsightPairImport(tx, userId, records, existing, result);
    const ownExperiments = await planExperimentImport(tx, userId, records, existing, result);

    const held = EXPORT_RECORD_TYPES.reduce((sum, type) => sum + existing[type].length, 0);
    const adding = Object.values(result.imported).reduce((sum, count) => sum + count, 0);
    if (held + adding > maxAccountRows) {
      throw new HttpError(
        413,
        `Your account holds ${held} records and this file would add ${adding}; an account holds at most ${maxAccountRows} (ACCOUNT_MAX_ROWS). Nothing was imported.`,
      );
    }

    for (const { exportKey, codec } of PROTOCOL_EXPORT_CODECS) await codec.insert(tx, newLogs.get(exportKey)!, context);
    await insertAll(tx, dailyChecklists, checklists, (record) => ({ ...record, userId }));
    await insertAll(tx, chatMessages, chat, (record) => ({ ...record, userId, createdAt: new Date(record.createdAt) }));
    await insertAll(tx, coachMemories, memories, (record) => ({ userId, text: record.text.trim(), createdAt: new Date(record.createdAt) }));
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
