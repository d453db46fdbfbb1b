import type { ColdMethod } from '@uh/core/cold-exposure/cold-exposure.logic';
import { CHECKLIST_ITEM_KEYS } from '@uh/core/checklist/checklist.logic';
import {
  EXPORT_FORMAT,
  EXPORT_RECORD_TYPES,
  EXPORT_VERSION,
  type AccountContents,
  type AccountExport,
  type ExportRecords,
  type ExportRecordType,
} from '@uh/core/settings/export.schema';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  biometricLogs,
  chatMessages,
  coldExposureLogs,
  dailyChecklists,
  fastingLogs,
  journalEntries,
  thirtyThirtyThirtyLogs,
  userIdentities,
  users,
} from '../../db/schema';
import { toCsv, zip } from '../../lib/zip';
import { CUSTOM_PROTOCOL_COLUMNS, readCustomProtocolRecords } from './custom-protocols-export';

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** Every record type present: the export always writes them all (an import may lack the newer ones). */
export type AllRecords = { [K in ExportRecordType]-?: NonNullable<ExportRecords[K]> };
export type RecordOf<K extends ExportRecordType> = AllRecords[K][number];

/**
 * One query after another, not at once: an import reads through its transaction's single
 * connection, which runs one query at a time (queuing them is deprecated in node-postgres).
 */
export async function readRecords(db: Database, userId: number): Promise<AllRecords> {
  const thirty = await db
    .select()
    .from(thirtyThirtyThirtyLogs)
    .where(eq(thirtyThirtyThirtyLogs.userId, userId))
    .orderBy(asc(thirtyThirtyThirtyLogs.timestamp));
  const fasting = await db.select().from(fastingLogs).where(eq(fastingLogs.userId, userId)).orderBy(asc(fastingLogs.startTime));
  const cold = await db.select().from(coldExposureLogs).where(eq(coldExposureLogs.userId, userId)).orderBy(asc(coldExposureLogs.timestamp));
  const biometrics = await db.select().from(biometricLogs).where(eq(biometricLogs.userId, userId)).orderBy(asc(biometricLogs.timestamp));
  const checklists = await db.select().from(dailyChecklists).where(eq(dailyChecklists.userId, userId)).orderBy(asc(dailyChecklists.date));
  const chat = await db.select().from(chatMessages).where(eq(chatMessages.userId, userId)).orderBy(asc(chatMessages.id));
  const journal = await db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId))
    .orderBy(asc(journalEntries.timestamp), asc(journalEntries.id));
  const customProtocolRecords = await readCustomProtocolRecords(db, userId);
  return {
    thirtyThirtyThirtyLogs: thirty.map((row) => ({
      timestamp: iso(row.timestamp),
      proteinGrams: row.proteinGrams,
      exerciseSeconds: row.exerciseSeconds,
      timeAfterWakingMinutes: row.timeAfterWakingMinutes,
      completed: row.completed,
      timeZone: row.timeZone,
      localDay: row.localDay,
    })),
    fastingLogs: fasting.map((row) => ({
      timestamp: iso(row.timestamp),
      startTime: iso(row.startTime),
      endTime: isoOrNull(row.endTime),
      targetHours: row.targetHours,
      durationSeconds: row.durationSeconds,
      completed: row.completed,
      timeZone: row.timeZone,
      localDay: row.localDay,
    })),
    coldExposureLogs: cold.map((row) => ({
      timestamp: iso(row.timestamp),
      // Stored only through the API's method list.
      exposureMethod: row.exposureMethod as ColdMethod,
      temperatureC: row.temperatureC,
      temperatureUnit: row.temperatureUnit === 'C' ? 'C' : 'F',
      durationSeconds: row.durationSeconds,
      completed: row.completed,
      timeZone: row.timeZone,
      localDay: row.localDay,
    })),
    biometricLogs: biometrics.map(
      ({ id: _id, userId: _userId, timestamp, temperatureUnit, timeZone, localDay, hrvMethod, wokeAt, steps, ...readings }) => ({
        timestamp: iso(timestamp),
        ...readings,
        // Written only when known, so a file from before they existed exports again as it was.
        ...(wokeAt ? { wokeAt: iso(wokeAt) } : {}),
        ...(steps === null ? {} : { steps }),
        hrvMethod: hrvMethod === 'sdnn' || hrvMethod === 'rmssd' ? hrvMethod : null,
        temperatureUnit: temperatureUnit === 'C' ? 'C' : 'F',
        timeZone,
        localDay,
      }),
    ),
    dailyChecklists: checklists.map((row) => ({
      date: row.date,
      ...Object.fromEntries(CHECKLIST_ITEM_KEYS.map((key) => [key, row[key]])),
    })) as ExportRecords['dailyChecklists'],
    chatMessages: chat.map((row) => ({ createdAt: iso(row.createdAt), role: row.role as 'user', content: row.content })),
    // The recording is not exported; nor are the logs an entry made (they are exported as logs).
    journalEntries: journal.map((row) => ({
      timestamp: iso(row.timestamp),
      type: row.type as RecordOf<'journalEntries'>['type'],
      summary: row.summary,
      details: row.details as Record<string, unknown>,
      transcription: row.transcription,
      timeZone: row.timeZone,
      localDay: row.localDay,
    })),
    ...customProtocolRecords,
  };
}

/** Linked sign-in identities: who vouches for the account, never a token (none is kept). */
const readIdentities = (db: Database, userId: number) =>
  db
    .select({ issuer: userIdentities.issuer, subject: userIdentities.subject, email: userIdentities.email })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.id));

export async function exportAccount(db: Database, userId: number): Promise<AccountExport & { records: AllRecords }> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    account: {
      username: user!.username,
      displayName: user!.displayName,
      email: user!.email,
      photoURL: user!.photoUrl,
      timeZone: user!.timeZone,
      createdAt: iso(user!.createdAt),
      preferences: {
        weightUnit: user!.weightUnit,
        temperatureUnit: user!.temperatureUnit,
        theme: user!.theme,
        usualWakeTime: user!.usualWakeTime,
      },
      identities: await readIdentities(db, userId),
    },
    records: await readRecords(db, userId),
  };
}

/** The same records as one CSV file per record type, zipped, with the account as JSON. */
export async function exportAccountZip(db: Database, userId: number): Promise<Buffer> {
  const data = await exportAccount(db, userId);
  // A nested value (a journal entry's details) is written as JSON in its cell.
  const cells = (row: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, typeof value === 'object' && value !== null ? JSON.stringify(value) : value]),
    );
  const files = EXPORT_RECORD_TYPES.map((type) => {
    const rows = (data.records[type] as Record<string, unknown>[]).map(cells);
    const columns = Object.keys(data.records[type][0] ?? exampleColumns[type]);
    return { name: `${type}.csv`, content: toCsv(rows, columns) };
  });
  const { records: _records, ...manifest } = data;
  return zip([{ name: 'account.json', content: JSON.stringify(manifest, null, 2) }, ...files]);
}

// Column order for empty files, so every CSV has its header.
const exampleColumns: Record<ExportRecordType, Record<string, unknown>> = {
  thirtyThirtyThirtyLogs: {
    timestamp: 0,
    proteinGrams: 0,
    exerciseSeconds: 0,
    timeAfterWakingMinutes: 0,
    completed: 0,
    timeZone: 0,
    localDay: 0,
  },
  fastingLogs: { timestamp: 0, startTime: 0, endTime: 0, targetHours: 0, durationSeconds: 0, completed: 0, timeZone: 0, localDay: 0 },
  coldExposureLogs: {
    timestamp: 0,
    exposureMethod: 0,
    temperatureC: 0,
    temperatureUnit: 0,
    durationSeconds: 0,
    completed: 0,
    timeZone: 0,
    localDay: 0,
  },
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
      'temperatureDeviationC',
      'skinTemperatureC',
      'wearableSource',
      'hrvMethod',
      'imported',
      'temperatureUnit',
      'timeZone',
      'localDay',
    ].map((key) => [key, 0]),
  ),
  dailyChecklists: Object.fromEntries(['date', ...CHECKLIST_ITEM_KEYS].map((key) => [key, 0])),
  chatMessages: { createdAt: 0, role: 0, content: 0 },
  journalEntries: { timestamp: 0, type: 0, summary: 0, details: 0, transcription: 0, timeZone: 0, localDay: 0 },
  ...(Object.fromEntries(
    Object.entries(CUSTOM_PROTOCOL_COLUMNS).map(([type, columns]) => [type, Object.fromEntries(columns.map((key) => [key, 0]))]),
  ) as Record<keyof typeof CUSTOM_PROTOCOL_COLUMNS, Record<string, unknown>>),
};

/** How many records of each type the account holds. */
export async function accountContents(db: Database, userId: number): Promise<AccountContents> {
  const records = await readRecords(db, userId);
  const counts = Object.fromEntries(EXPORT_RECORD_TYPES.map((type) => [type, records[type].length]));
  return { isEmpty: Object.values(counts).every((count) => count === 0), records: counts };
}
