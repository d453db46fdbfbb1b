import { CHECKLIST_ITEM_KEYS } from '@uh/core/checklist/checklist.logic';
import {
  EXPORT_FORMAT,
  EXPORT_RECORD_TYPES,
  EXPORT_VERSION,
  type AccountExport,
  type ExportRecords,
  type ExportRecordType,
  type ImportResult,
} from '@uh/core/settings/export.schema';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  biometricLogs,
  chatMessages,
  coldExposureLogs,
  dailyChecklists,
  fastingLogs,
  thirtyThirtyThirtyLogs,
  users,
} from '../../db/schema';
import { toCsv, zip } from '../../lib/zip';

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

async function readRecords(db: Database, userId: number): Promise<ExportRecords> {
  const [thirty, fasting, cold, biometrics, checklists, chat] = await Promise.all([
    db
      .select()
      .from(thirtyThirtyThirtyLogs)
      .where(eq(thirtyThirtyThirtyLogs.userId, userId))
      .orderBy(asc(thirtyThirtyThirtyLogs.timestamp)),
    db.select().from(fastingLogs).where(eq(fastingLogs.userId, userId)).orderBy(asc(fastingLogs.startTime)),
    db.select().from(coldExposureLogs).where(eq(coldExposureLogs.userId, userId)).orderBy(asc(coldExposureLogs.timestamp)),
    db.select().from(biometricLogs).where(eq(biometricLogs.userId, userId)).orderBy(asc(biometricLogs.timestamp)),
    db.select().from(dailyChecklists).where(eq(dailyChecklists.userId, userId)).orderBy(asc(dailyChecklists.date)),
    db.select().from(chatMessages).where(eq(chatMessages.userId, userId)).orderBy(asc(chatMessages.id)),
  ]);
  return {
    thirtyThirtyThirtyLogs: thirty.map((row) => ({
      timestamp: iso(row.timestamp),
      proteinGrams: row.proteinGrams,
      exerciseSeconds: row.exerciseSeconds,
      timeAfterWakingMinutes: row.timeAfterWakingMinutes,
      completed: row.completed,
    })),
    fastingLogs: fasting.map((row) => ({
      timestamp: iso(row.timestamp),
      startTime: iso(row.startTime),
      endTime: isoOrNull(row.endTime),
      targetHours: row.targetHours,
      durationSeconds: row.durationSeconds,
      completed: row.completed,
    })),
    coldExposureLogs: cold.map((row) => ({
      timestamp: iso(row.timestamp),
      exposureMethod: row.exposureMethod,
      temperatureC: row.temperatureC,
      temperatureUnit: row.temperatureUnit === 'C' ? 'C' : 'F',
      durationSeconds: row.durationSeconds,
      completed: row.completed,
    })),
    biometricLogs: biometrics.map(({ id: _id, userId: _userId, timestamp, temperatureUnit, ...readings }) => ({
      timestamp: iso(timestamp),
      ...readings,
      temperatureUnit: temperatureUnit === 'C' ? 'C' : 'F',
    })),
    dailyChecklists: checklists.map((row) => ({
      date: row.date,
      ...Object.fromEntries(CHECKLIST_ITEM_KEYS.map((key) => [key, row[key]])),
    })) as ExportRecords['dailyChecklists'],
    chatMessages: chat.map((row) => ({ createdAt: iso(row.createdAt), role: row.role as 'user', content: row.content })),
  };
}

export async function exportAccount(db: Database, userId: number): Promise<AccountExport> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    account: {
      username: user!.username,
      displayName: user!.displayName,
      email: user!.email,
      timeZone: user!.timeZone,
      createdAt: iso(user!.createdAt),
      preferences: { weightUnit: user!.weightUnit, temperatureUnit: user!.temperatureUnit, theme: user!.theme },
    },
    records: await readRecords(db, userId),
  };
}

/** The same records as one CSV file per record type, zipped, with the account as JSON. */
export async function exportAccountZip(db: Database, userId: number): Promise<Buffer> {
  const data = await exportAccount(db, userId);
  const files = EXPORT_RECORD_TYPES.map((type) => {
    const rows = data.records[type] as Record<string, unknown>[];
    const columns = Object.keys(data.records[type][0] ?? exampleColumns[type]);
    return { name: `${type}.csv`, content: toCsv(rows, columns) };
  });
  const { records: _records, ...manifest } = data;
  return zip([{ name: 'account.json', content: JSON.stringify(manifest, null, 2) }, ...files]);
}

// Column order for empty files, so every CSV has its header.
const exampleColumns: Record<ExportRecordType, Record<string, unknown>> = {
  thirtyThirtyThirtyLogs: { timestamp: 0, proteinGrams: 0, exerciseSeconds: 0, timeAfterWakingMinutes: 0, completed: 0 },
  fastingLogs: { timestamp: 0, startTime: 0, endTime: 0, targetHours: 0, durationSeconds: 0, completed: 0 },
  coldExposureLogs: { timestamp: 0, exposureMethod: 0, temperatureC: 0, temperatureUnit: 0, durationSeconds: 0, completed: 0 },
  biometricLogs: Object.fromEntries(
    [
      'timestamp',
      'weightKg',
      'systolic',
      'diastolic',
      'heartRate',
      'hrvMs',
      'oxygenSaturation',
      'respirationRate',
      'bodyTemperatureC',
      'sleepSeconds',
      'readinessScore',
      'stressLevel',
      'wearableSource',
      'temperatureUnit',
    ].map((key) => [key, 0]),
  ),
  dailyChecklists: Object.fromEntries(['date', ...CHECKLIST_ITEM_KEYS].map((key) => [key, 0])),
  chatMessages: { createdAt: 0, role: 0, content: 0 },
};

/** What makes two records the same, so an import into a non-empty account skips what is there. */
const naturalKey: { [K in ExportRecordType]: (record: ExportRecords[K][number]) => string } = {
  thirtyThirtyThirtyLogs: (record) => record.timestamp,
  fastingLogs: (record) => record.startTime,
  coldExposureLogs: (record) => record.timestamp,
  biometricLogs: (record) => record.timestamp,
  dailyChecklists: (record) => record.date,
  chatMessages: (record) => `${new Date(record.createdAt).toISOString()}|${record.role}|${record.content}`,
};

// PostgreSQL takes at most 65,535 parameters per statement: insert long histories in slices.
const INSERT_CHUNK = 1000;
async function insertAll<TTable extends PgTable>(tx: Transaction, table: TTable, rows: PgInsertValue<TTable>[]) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx.insert(table).values(rows.slice(start, start + INSERT_CHUNK));
  }
}
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

// Instants compare in one spelling ("…+01:00" and "…Z" are the same moment); other keys as they are.
const normalise = (key: string) => (/^\d{4}-\d{2}-\d{2}T[^|]*$/.test(key) ? new Date(key).toISOString() : key);

/**
 * Adds the records of an export to the account in one transaction: all or nothing. Records the
 * account already has (same natural key) are skipped and counted; so is an open fast when the
 * account already has one running.
 */
export async function importAccount(db: Database, userId: number, data: AccountExport): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const existing = await readRecords(tx as unknown as Database, userId);
    const result: ImportResult = { imported: {}, skipped: {} };
    const fresh = <K extends ExportRecordType>(type: K): ExportRecords[K] => {
      const key = naturalKey[type] as (record: ExportRecords[K][number]) => string;
      const seen = new Set((existing[type] as ExportRecords[K][number][]).map((record) => normalise(key(record))));
      const kept = (data.records[type] as ExportRecords[K][number][]).filter((record) => {
        const id = normalise(key(record));
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      });
      result.skipped[type] = data.records[type].length - kept.length;
      result.imported[type] = kept.length;
      return kept as ExportRecords[K];
    };

    const thirty = fresh('thirtyThirtyThirtyLogs');
    await insertAll(
      tx,
      thirtyThirtyThirtyLogs,
      thirty.map((record) => ({ ...record, userId, timestamp: new Date(record.timestamp) })),
    );

    let fasts = fresh('fastingLogs');
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
    await insertAll(
      tx,
      fastingLogs,
      fasts.map((record) => ({
        ...record,
        userId,
        timestamp: new Date(record.timestamp),
        startTime: new Date(record.startTime),
        endTime: record.endTime ? new Date(record.endTime) : null,
      })),
    );

    const cold = fresh('coldExposureLogs');
    await insertAll(
      tx,
      coldExposureLogs,
      cold.map((record) => ({ ...record, userId, timestamp: new Date(record.timestamp) })),
    );
    const biometrics = fresh('biometricLogs');
    await insertAll(
      tx,
      biometricLogs,
      biometrics.map((record) => ({ ...record, userId, timestamp: new Date(record.timestamp) })),
    );
    const checklists = fresh('dailyChecklists');
    await insertAll(
      tx,
      dailyChecklists,
      checklists.map((record) => ({ ...record, userId })),
    );
    const chat = fresh('chatMessages');
    await insertAll(
      tx,
      chatMessages,
      chat.map((record) => ({ ...record, userId, createdAt: new Date(record.createdAt) })),
    );
    return result;
  });
}
