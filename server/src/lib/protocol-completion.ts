import { byTrackedProtocol, type DoneRule } from '@uh/core/protocols/protocol-registry';
import type { ProtocolKey } from '@uh/core/progress/progress.logic';
import { sql, type SQL } from 'drizzle-orm';

/** Who logged a protocol, and the time zone in force for them now (new logs take it). */
export type ProtocolOwner = { id: number; timeZone: string };

/** A registry's done rule as a condition over the log table's own columns. */
export function completedSql(rule: DoneRule): SQL {
  if ('atLeast' in rule) return sql.raw(`(${rule.atLeast.column} >= ${Number(rule.atLeast.value)})`);
  return sql.raw(rule.alsoSet ? `(${rule.column} AND ${rule.alsoSet} IS NOT NULL)` : rule.column);
}

/**
 * What counts as a completion, per protocol, in SQL over the log table's own columns, built from
 * the registry's `storage`. Every day-based figure (checklist ticks, streaks, calendar, progress,
 * coach) counts a completion on the log's stored `local_day` (docs/decisions/0011): a 30-30-30
 * session marked completed, a fast that reached its target (counted on the day it ended), a cold
 * session of at least 30 seconds.
 */
export const PROTOCOL_COMPLETION: Record<ProtocolKey, { table: SQL; completed: SQL }> = byTrackedProtocol(({ storage }) => ({
  table: sql.raw(storage.table),
  completed: completedSql(storage.done),
}));
