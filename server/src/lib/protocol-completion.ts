import { COLD_MIN_SECONDS } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { ProtocolKey } from '@uh/core/progress/progress.logic';
import { sql, type SQL } from 'drizzle-orm';

/** Who logged a protocol, and the time zone in force for them now (new logs take it). */
export type ProtocolOwner = { id: number; timeZone: string };

/**
 * What counts as a completion, per protocol, in SQL over the log table's own columns. Every
 * day-based figure (checklist ticks, streaks, calendar, progress, coach) counts a completion on
 * the log's stored `local_day` (docs/decisions/0011): a 30-30-30 session marked completed, a fast
 * that reached its target (counted on the day it ended), a cold session of at least 30 seconds.
 */
export const PROTOCOL_COMPLETION: Record<ProtocolKey, { table: SQL; completed: SQL }> = {
  thirtyThirtyThirty: { table: sql`thirty_thirty_thirty_logs`, completed: sql`completed` },
  fasting: { table: sql`fasting_logs`, completed: sql`(completed AND end_time IS NOT NULL)` },
  coldExposure: { table: sql`cold_exposure_logs`, completed: sql.raw(`(duration_seconds >= ${COLD_MIN_SECONDS})`) },
};
