import { asc, eq } from 'drizzle-orm';
import { thirtyThirtyThirtyLogs } from '../../db/schema';
import { insertAll, iso, type ProtocolExportCodec } from '../../lib/export-codec';

/** 30-30-30 sessions in the account export: one per instant. */
export const thirtyExportCodec: ProtocolExportCodec<'thirtyThirtyThirty'> = {
  read: async (db, userId) => {
    const rows = await db
      .select()
      .from(thirtyThirtyThirtyLogs)
      .where(eq(thirtyThirtyThirtyLogs.userId, userId))
      .orderBy(asc(thirtyThirtyThirtyLogs.timestamp));
    return rows.map((row) => ({
      timestamp: iso(row.timestamp),
      proteinGrams: row.proteinGrams,
      exerciseSeconds: row.exerciseSeconds,
      timeAfterWakingMinutes: row.timeAfterWakingMinutes,
      completed: row.completed,
      timeZone: row.timeZone,
      localDay: row.localDay,
    }));
  },
  csvColumns: ['timestamp', 'proteinGrams', 'exerciseSeconds', 'timeAfterWakingMinutes', 'completed', 'timeZone', 'localDay'],
  naturalKey: (record) => record.timestamp,
  insert: (tx, records, { stamped }) => insertAll(tx, thirtyThirtyThirtyLogs, records, stamped),
};
