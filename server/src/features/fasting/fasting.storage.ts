import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { fastingLogs } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { logStorage } from '../../lib/log-storage';
import { violatedUniqueConstraint } from '../../lib/pg-errors';

export type FastRow = typeof fastingLogs.$inferSelect;

/** Fasts are stored with their times, listed by their start, newest first; at most one runs per person. */
export const fastStorage = logStorage('fasting_logs', fastingLogs, fastingLogs.startTime);

/** The stored record as the main flow sends it (duration in seconds). */
export function toFastingLog(row: FastRow): FastingLog {
  return {
    id: row.id,
    userId: row.userId,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    targetHours: row.targetHours,
    duration: row.durationSeconds,
    completed: row.completed,
    timestamp: row.timestamp.toISOString(),
    localDay: row.localDay,
  };
}

/** The local day a fast counts on, when it counts (it reached its target and has ended). */
export const fastCountsOn = (row: Pick<FastRow, 'completed' | 'localDay'>) => (row.completed && row.localDay ? row.localDay : null);

/** A write that would leave two fasts running answers 409 with `message`. */
export const oneRunningFast = (message: string) => (error: unknown) => {
  if (violatedUniqueConstraint(error) === 'fasting_logs_one_active_per_user') throw conflict(message);
  throw error;
};
