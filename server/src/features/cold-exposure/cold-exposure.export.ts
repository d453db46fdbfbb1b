import type { ColdMethod } from '@uh/core/cold-exposure/cold-exposure.logic';
import { asc, eq } from 'drizzle-orm';
import { coldExposureLogs } from '../../db/schema';
import { insertAll, iso, type ProtocolExportCodec } from '../../lib/export-codec';

/** Cold sessions in the account export: one per instant. */
export const coldExportCodec: ProtocolExportCodec<'coldExposure'> = {
  read: async (db, userId) => {
    const rows = await db
      .select()
      .from(coldExposureLogs)
      .where(eq(coldExposureLogs.userId, userId))
      .orderBy(asc(coldExposureLogs.timestamp));
    return rows.map((row) => ({
      timestamp: iso(row.timestamp),
      // Stored only through the API's method list.
      exposureMethod: row.exposureMethod as ColdMethod,
      temperatureC: row.temperatureC,
      temperatureUnit: row.temperatureUnit === 'C' ? 'C' : 'F',
      durationSeconds: row.durationSeconds,
      completed: row.completed,
      timeZone: row.timeZone,
      localDay: row.localDay,
    }));
  },
  csvColumns: ['timestamp', 'exposureMethod', 'temperatureC', 'temperatureUnit', 'durationSeconds', 'completed', 'timeZone', 'localDay'],
  naturalKey: (record) => record.timestamp,
  insert: (tx, records, { stamped }) => insertAll(tx, coldExposureLogs, records, stamped),
};
