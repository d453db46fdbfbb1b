import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { thirtyThirtyThirtyLogs } from '../../db/schema';
import { logStorage } from '../../lib/log-storage';

export type ThirtyRow = typeof thirtyThirtyThirtyLogs.$inferSelect;

/** Sessions are stored in grams, seconds and minutes, and listed newest first. */
export const thirtyStorage = logStorage('thirty_thirty_thirty_logs', thirtyThirtyThirtyLogs, thirtyThirtyThirtyLogs.timestamp);

export function toThirtyLog(row: ThirtyRow): ThirtyLog {
  return {
    id: row.id,
    userId: row.userId,
    proteinAmount: row.proteinGrams,
    exerciseDuration: row.exerciseSeconds,
    timeAfterWaking: row.timeAfterWakingMinutes,
    completed: row.completed,
    timestamp: row.timestamp.toISOString(),
    localDay: row.localDay,
  };
}

/** The local day a session counts on, when it counts (it is completed). */
export const thirtyCountsOn = (row: ThirtyRow) => (row.completed ? row.localDay : null);
