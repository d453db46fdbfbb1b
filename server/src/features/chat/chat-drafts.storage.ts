import type { ChatDraftView } from '@uh/core/chat/chat-drafts.schema';
import type { ChatDraft } from '@uh/core/chat/chat-drafts.logic';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatDrafts } from '../../db/schema';

/** A draft nobody confirmed within a day is not confirmed later: the day and the readings have moved on. */
export const DRAFT_LIFETIME_MS = 24 * 3_600_000;
/** The most drafts a person has waiting; offering more drops the oldest. */
export const PENDING_DRAFTS_MAX = 20;

type Row = typeof chatDrafts.$inferSelect;
export const toDraftView = (row: Row): ChatDraftView => ({
  id: row.id,
  summary: row.summary,
  plan: row.plan,
  createdAt: row.createdAt.toISOString(),
});

const stillPending = (userId: number, now: Date) =>
  and(
    eq(chatDrafts.userId, userId),
    eq(chatDrafts.status, 'pending'),
    gt(chatDrafts.createdAt, new Date(now.getTime() - DRAFT_LIFETIME_MS)),
  );

/** Stores offered drafts, keeping the person's newest PENDING_DRAFTS_MAX waiting (in one transaction). */
export async function storeDrafts(db: Database, userId: number, drafts: readonly ChatDraft[]): Promise<ChatDraftView[]> {
  if (drafts.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(chatDrafts)
      .values(drafts.map(({ plan, summary }) => ({ userId, plan, summary })))
      .returning();
    await tx.execute(sql`
      UPDATE chat_drafts SET status = 'discarded', decided_at = now()
      WHERE user_id = ${userId} AND status = 'pending'
        AND id NOT IN (SELECT id FROM chat_drafts WHERE user_id = ${userId} AND status = 'pending'
                       ORDER BY created_at DESC, id LIMIT ${PENDING_DRAFTS_MAX})`);
    return rows.map(toDraftView);
  });
}

/** The person's drafts still waiting, oldest first (the order the conversation offered them). */
export async function pendingDrafts(db: Database, userId: number, now = new Date()): Promise<ChatDraftView[]> {
  const rows = await db
    .select()
    .from(chatDrafts)
    .where(stillPending(userId, now))
    .orderBy(desc(chatDrafts.createdAt))
    .limit(PENDING_DRAFTS_MAX);
  return rows.reverse().map(toDraftView);
}

/**
 * Marks one waiting draft of the person's as decided and answers it, or null when it is not theirs,
 * already decided or expired. One statement: two confirms of the same draft cannot both win.
 */
export async function decideDraft(db: Database, userId: number, id: string, status: 'confirmed' | 'discarded', now = new Date()) {
  const [row] = await db
    .update(chatDrafts)
    .set({ status, decidedAt: now })
    .where(and(eq(chatDrafts.id, id), stillPending(userId, now)))
    .returning();
  return row ?? null;
}
