import { PROTOCOL_CHECKLIST_ITEMS } from '@uh/core/checklist/checklist.logic';
import { resolveFast } from '@uh/core/fasting/fasting.logic';
import type { FastingEnd, FastingLog, FastingStart } from '@uh/core/fasting/fasting.schema';
import type { ListQuery } from '@uh/core/protocols/protocols.schema';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fastingLogs } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { userListPage } from '../../lib/list-page';
import { violatedUniqueConstraint } from '../../lib/pg-errors';
import type { ProtocolOwner, RecordCompletion } from '../../lib/protocol-completion';

type Row = typeof fastingLogs.$inferSelect;
export type FastingDeps = { db: Database; recordCompletion: RecordCompletion };

/** The stored record as the main flow sends it (duration in seconds). */
export function toFastingLog(row: Row): FastingLog {
  return {
    id: row.id,
    userId: row.userId,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    targetHours: row.targetHours,
    duration: row.durationSeconds,
    completed: row.completed,
    timestamp: row.timestamp.toISOString(),
  };
}

/**
 * A fast past its target ended by itself at exactly start + target (spec §4), whether or not
 * anyone had the page open: every read and every start first writes that outcome down.
 */
async function settleExpiredFast(deps: FastingDeps, owner: ProtocolOwner, now: Date): Promise<void> {
  const [active] = await deps.db
    .select()
    .from(fastingLogs)
    .where(and(eq(fastingLogs.userId, owner.id), isNull(fastingLogs.endTime)));
  if (!active) return;
  const resolved = resolveFast(active, now);
  if (resolved.isActive) return;
  const [settled] = await deps.db
    .update(fastingLogs)
    .set({ endTime: resolved.endTime, durationSeconds: resolved.durationSeconds, completed: resolved.completed })
    .where(and(eq(fastingLogs.id, active.id), isNull(fastingLogs.endTime)))
    .returning();
  if (settled) await recordIfCompleted(deps, owner, settled);
}

/** A fast that reached its target ticks the fasting item on the day it ended. */
async function recordIfCompleted(deps: FastingDeps, owner: ProtocolOwner, row: Row) {
  if (row.completed && row.endTime) await deps.recordCompletion(owner, row.endTime, PROTOCOL_CHECKLIST_ITEMS.fasting);
}

export async function startFast(deps: FastingDeps, owner: ProtocolOwner, input: FastingStart, now = new Date()): Promise<FastingLog> {
  await settleExpiredFast(deps, owner, now);
  try {
    const [row] = await deps.db
      .insert(fastingLogs)
      .values({ userId: owner.id, startTime: new Date(input.startTime), targetHours: input.targetHours })
      .returning();
    return toFastingLog(row!);
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'fasting_logs_one_active_per_user') {
      throw conflict('A fast is already in progress. End it before starting another.');
    }
    throw error;
  }
}

/** Ends one of the caller's fasts; duration and completion come from the stored times only. */
export async function endFast(
  deps: FastingDeps,
  owner: ProtocolOwner,
  id: number,
  input: FastingEnd,
  now = new Date(),
): Promise<FastingLog> {
  await settleExpiredFast(deps, owner, now);
  const ownLog = and(eq(fastingLogs.id, id), eq(fastingLogs.userId, owner.id));
  const [row] = await deps.db.select().from(fastingLogs).where(ownLog);
  if (!row) throw notFound('Fasting log not found');
  if (row.endTime) return toFastingLog(row); // already over (ended before, or reached its target)
  const endTime = new Date(input.endTime);
  if (endTime < row.startTime) throw badRequest('endTime cannot be before startTime');
  const resolved = resolveFast({ ...row, endTime }, now);
  const [updated] = await deps.db
    .update(fastingLogs)
    .set({ endTime: resolved.endTime, durationSeconds: resolved.durationSeconds, completed: resolved.completed })
    .where(ownLog)
    .returning();
  await recordIfCompleted(deps, owner, updated!);
  return toFastingLog(updated!);
}

export async function listFasts(deps: FastingDeps, owner: ProtocolOwner, query: ListQuery, now = new Date()): Promise<FastingLog[]> {
  await settleExpiredFast(deps, owner, now);
  const page = userListPage(fastingLogs.userId, fastingLogs.startTime, owner.id, query);
  const rows = await deps.db
    .select()
    .from(fastingLogs)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit);
  return rows.map(toFastingLog);
}
