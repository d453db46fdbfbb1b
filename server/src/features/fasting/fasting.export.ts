import type { ExportedFast } from '@uh/core/fasting/fasting.export';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { fastingLogs } from '../../db/schema';
import { insertAll, iso, isoOrNull, type ProtocolExportCodec } from '../../lib/export-codec';
import type { Transaction } from '../../lib/per-person-cap';

/**
 * Only one fast can be running: of the file's open fasts, none is taken when the account has one
 * running, else only the last.
 */
async function keepOneRunningFast(tx: Transaction, userId: number, fasts: ExportedFast[]): Promise<ExportedFast[]> {
  const [running] = await tx
    .select({ id: fastingLogs.id })
    .from(fastingLogs)
    .where(and(eq(fastingLogs.userId, userId), isNull(fastingLogs.endTime)));
  const open = fasts.filter((record) => record.endTime === null);
  const blockedOpen = running ? open.length : Math.max(0, open.length - 1);
  if (blockedOpen === 0) return fasts;
  const allowed = running ? [] : open.slice(-1);
  return fasts.filter((record) => record.endTime !== null || allowed.includes(record));
}

/** Fasts in the account export: one per start; a fast's day is the day it ended. */
export const fastingExportCodec: ProtocolExportCodec<'fasting'> = {
  read: async (db, userId) => {
    const rows = await db.select().from(fastingLogs).where(eq(fastingLogs.userId, userId)).orderBy(asc(fastingLogs.startTime));
    return rows.map((row) => ({
      timestamp: iso(row.timestamp),
      startTime: iso(row.startTime),
      endTime: isoOrNull(row.endTime),
      targetHours: row.targetHours,
      durationSeconds: row.durationSeconds,
      completed: row.completed,
      timeZone: row.timeZone,
      localDay: row.localDay,
    }));
  },
  csvColumns: ['timestamp', 'startTime', 'endTime', 'targetHours', 'durationSeconds', 'completed', 'timeZone', 'localDay'],
  naturalKey: (record) => record.startTime,
  keepAllowed: keepOneRunningFast,
  insert: (tx, records, { userId, dayOf }) =>
    insertAll(tx, fastingLogs, records, (record) => ({
      ...record,
      userId,
      timestamp: new Date(record.timestamp),
      startTime: new Date(record.startTime),
      endTime: record.endTime ? new Date(record.endTime) : null,
      ...dayOf(record, record.endTime ? new Date(record.endTime) : null),
    })),
};
