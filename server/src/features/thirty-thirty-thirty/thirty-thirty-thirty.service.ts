import { localDateOf } from '@uh/core/common/calendar.logic';
import type { DeletedLog, ListQuery } from '@uh/core/protocols/protocols.schema';
import { meetsThirtyThirtyThirty, THIRTY_VALIDATION_MESSAGE } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.logic';
import type { ThirtyLog, ThirtyLogCreate, ThirtyLogPatch } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { thirtyThirtyThirtyLogs } from '../../db/schema';
import { deleteLog } from '../../lib/deleted-logs';
import { badRequest, notFound } from '../../lib/http-error';
import { userListPages } from '../../lib/list-page';
import type { EventDeps } from '../../lib/app-events';
import type { ProtocolOwner } from '../../lib/protocol-completion';

type Row = typeof thirtyThirtyThirtyLogs.$inferSelect;

export function toThirtyLog(row: Row): ThirtyLog {
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

/** Stores a session; `completed` defaults to what the 30-30-30 rule says of the numbers. */
export async function createThirtyLog(
  { db, events }: EventDeps,
  owner: ProtocolOwner,
  input: ThirtyLogCreate,
  now = new Date(),
): Promise<ThirtyLog> {
  const timestamp = input.timestamp ? new Date(input.timestamp) : now;
  const [row] = await db
    .insert(thirtyThirtyThirtyLogs)
    .values({
      userId: owner.id,
      proteinGrams: input.proteinAmount,
      exerciseSeconds: input.exerciseDuration,
      timeAfterWakingMinutes: input.timeAfterWaking ?? null,
      completed: input.completed ?? meetsThirtyThirtyThirty(input),
      timestamp,
      timeZone: owner.timeZone,
      localDay: localDateOf(timestamp, owner.timeZone),
    })
    .returning();
  const log = toThirtyLog(row!);
  await events.emit('log.created', { db, userId: owner.id, kind: 'thirtyThirtyThirty', id: log.id, log, countsOn: countedDay(row!) });
  return log;
}

const thirtyLogPages = userListPages(
  'thirty_thirty_thirty_logs',
  thirtyThirtyThirtyLogs,
  thirtyThirtyThirtyLogs.userId,
  thirtyThirtyThirtyLogs.timestamp,
);

export async function listThirtyLogs(db: Database, userId: number, query: ListQuery): Promise<ThirtyLog[]> {
  const rows = await thirtyLogPages(db, userId, query);
  return rows.map(toThirtyLog);
}

/** The local day a session counts on, when it counts (it is completed). */
const countedDay = (row: Row) => (row.completed ? row.localDay : null);

const ownLog = (owner: ProtocolOwner, id: number) => and(eq(thirtyThirtyThirtyLogs.id, id), eq(thirtyThirtyThirtyLogs.userId, owner.id));

/**
 * Corrects one of the caller's sessions, or (with `{completed: true}` alone) marks it completed
 * (docs/product.md §4). Completion follows the rule on the corrected numbers. A new time moves the session to
 * the day it falls on in the zone it was logged in; the checklist follows both days.
 */
export async function patchThirtyLog(
  { db, events }: EventDeps,
  owner: ProtocolOwner,
  id: number,
  patch: ThirtyLogPatch,
): Promise<ThirtyLog> {
  const [row] = await db.select().from(thirtyThirtyThirtyLogs).where(ownLog(owner, id));
  if (!row) throw notFound('30-30-30 log not found');
  const proteinAmount = patch.proteinAmount ?? row.proteinGrams;
  const exerciseDuration = patch.exerciseDuration ?? row.exerciseSeconds;
  const meetsRule = meetsThirtyThirtyThirty({ proteinAmount, exerciseDuration });
  if (patch.completed && !meetsRule) throw badRequest(`completed: ${THIRTY_VALIDATION_MESSAGE}`);
  const timestamp = patch.timestamp ? new Date(patch.timestamp) : row.timestamp;

  const [updated] = await db
    .update(thirtyThirtyThirtyLogs)
    .set({
      proteinGrams: proteinAmount,
      exerciseSeconds: exerciseDuration,
      timeAfterWakingMinutes: patch.timeAfterWaking === undefined ? row.timeAfterWakingMinutes : patch.timeAfterWaking,
      completed: meetsRule,
      timestamp,
      localDay: localDateOf(timestamp, row.timeZone),
    })
    .where(ownLog(owner, id))
    .returning();
  await events.emit('log.changed', {
    db,
    userId: owner.id,
    kind: 'thirtyThirtyThirty',
    id,
    countedOn: countedDay(row),
    countsOn: countedDay(updated!),
  });
  return toThirtyLog(updated!);
}

/** Deletes one of the caller's sessions (Undo can bring it back); the checklist follows. */
export async function deleteThirtyLog({ db, events }: EventDeps, owner: ProtocolOwner, id: number): Promise<DeletedLog> {
  const [row] = await db.select().from(thirtyThirtyThirtyLogs).where(ownLog(owner, id));
  const undoId = row ? await deleteLog(db, 'thirtyThirtyThirty', owner.id, id) : null;
  if (!row || undoId === null) throw notFound('30-30-30 log not found');
  await events.emit('log.deleted', { db, userId: owner.id, kind: 'thirtyThirtyThirty', id, countedOn: countedDay(row) });
  return { undoId };
}
