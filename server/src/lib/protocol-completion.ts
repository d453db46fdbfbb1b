import { COLD_MIN_SECONDS } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { LocalDate } from '@uh/core/common/calendar.logic';
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

/**
 * Called by a protocol service after its logs changed on some local days, so the checklist can
 * follow without features importing each other (app.ts wires it; tests may pass their own).
 * `'logged'`: a new log may tick the protocol's items. `'changed'`: a log that counted was edited
 * or deleted, so the items are re-derived from what is left on those days.
 */
export type SyncChecklist = (
  userId: number,
  protocol: ProtocolKey,
  days: readonly LocalDate[],
  change: 'logged' | 'changed',
) => Promise<void>;
