import { PROTOCOL_CHECKLIST_ITEMS } from '@uh/core/checklist/checklist.logic';
import type { ListQuery } from '@uh/core/protocols/protocols.schema';
import { meetsThirtyThirtyThirty, THIRTY_VALIDATION_MESSAGE } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.logic';
import type { ThirtyLog, ThirtyLogLegacyCreate } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { thirtyThirtyThirtyLogs } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { userListPage } from '../../lib/list-page';
import type { ProtocolOwner, RecordCompletion } from '../../lib/protocol-completion';

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
  };
}

/** Stores a session; `completed` defaults to what the 30-30-30 rule says of the numbers. */
export async function createThirtyLog(
  db: Database,
  owner: ProtocolOwner,
  input: ThirtyLogLegacyCreate,
  recordCompletion: RecordCompletion,
): Promise<ThirtyLog> {
  const [row] = await db
    .insert(thirtyThirtyThirtyLogs)
    .values({
      userId: owner.id,
      proteinGrams: input.proteinAmount,
      exerciseSeconds: input.exerciseDuration,
      timeAfterWakingMinutes: input.timeAfterWaking ?? null,
      completed: input.completed ?? meetsThirtyThirtyThirty(input),
      ...(input.timestamp ? { timestamp: new Date(input.timestamp) } : {}),
    })
    .returning();
  if (row!.completed) await recordCompletion(owner, row!.timestamp, PROTOCOL_CHECKLIST_ITEMS.thirtyThirtyThirty);
  return toThirtyLog(row!);
}

export async function listThirtyLogs(db: Database, userId: number, query: ListQuery): Promise<ThirtyLog[]> {
  const page = userListPage(thirtyThirtyThirtyLogs.userId, thirtyThirtyThirtyLogs.timestamp, userId, query);
  const rows = await db
    .select()
    .from(thirtyThirtyThirtyLogs)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit);
  return rows.map(toThirtyLog);
}

/** Marks one of the caller's sessions completed, if its numbers meet the rule. */
export async function completeThirtyLog(
  db: Database,
  owner: ProtocolOwner,
  id: number,
  recordCompletion: RecordCompletion,
): Promise<ThirtyLog> {
  const ownLog = and(eq(thirtyThirtyThirtyLogs.id, id), eq(thirtyThirtyThirtyLogs.userId, owner.id));
  const [row] = await db.select().from(thirtyThirtyThirtyLogs).where(ownLog);
  if (!row) throw notFound('30-30-30 log not found');
  if (!meetsThirtyThirtyThirty({ proteinAmount: row.proteinGrams, exerciseDuration: row.exerciseSeconds })) {
    throw badRequest(THIRTY_VALIDATION_MESSAGE);
  }
  const [updated] = await db.update(thirtyThirtyThirtyLogs).set({ completed: true }).where(ownLog).returning();
  await recordCompletion(owner, updated!.timestamp, PROTOCOL_CHECKLIST_ITEMS.thirtyThirtyThirty);
  return toThirtyLog(updated!);
}
