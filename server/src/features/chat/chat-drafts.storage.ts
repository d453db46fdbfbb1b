import type { ChatDraftView } from '@uh/core/chat/chat-drafts.schema';
import type { AppliedWrite } from '@uh/core/coach-tools/tool-plan.schema';
import type { ChatDraft } from '@uh/core/chat/chat-drafts.logic';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatDrafts } from '../../db/schema';

/** A draft nobody confirmed within a day is not confirmed later: the day and the readings have moved on. */
export const DRAFT_LIFETIME_MS = 24 * 3_600_000;
export const DRAFT_GONE = 'This draft was already confirmed or discarded, or has expired';

/** The most drafts a person has waiting; offering more drops the oldest. */
export const PENDING_DRAFTS_MAX = 20;

type Row = typeof chatDrafts.$inferSelect;
export const toDraftView = (row: Row): ChatDraftView => ({
  id: row.id,
  summary: row.summary,
  plan: row.plan,
  origin: row.origin === 'mcp' || row.origin === 'share' ? row.origin : 'coach',
  proposedBy: row.proposedBy,
  createdAt: row.createdAt.toISOString(),
  expiresAt: new Date(row.createdAt.getTime() + DRAFT_LIFETIME_MS).toISOString(),
});

const stillPending = (userId: number, now: Date) =>
  and(
    eq(chatDrafts.userId, userId),
    eq(chatDrafts.status, 'pending'),
    gt(chatDrafts.createdAt, new Date(now.getTime() - DRAFT_LIFETIME_MS)),
  );

/** Which door proposed a draft: the chat, a tool call over MCP, or someone the person shares with. */
export type DraftOrigin = ChatDraftView['origin'];

/** Who, through a share, proposed drafts: the grant and the grantee's name as it reads now. */
export type DraftProposer = { grantId: number; name: string };

/** Stores offered drafts, keeping the person's newest PENDING_DRAFTS_MAX waiting (in one transaction). */
export async function storeDrafts(
  db: Database,
  userId: number,
  drafts: readonly ChatDraft[],
  origin: DraftOrigin = 'coach',
  proposer: DraftProposer | null = null,
): Promise<ChatDraftView[]> {
  if (drafts.length === 0) return [];
  const by = proposer && { proposedByGrantId: proposer.grantId, proposedBy: proposer.name };
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(chatDrafts)
      .values(drafts.map(({ plan, summary }) => ({ userId, plan, summary, origin, ...by })))
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

/** One of the person's drafts still waiting, proposed by `origin`; null when there is none such. */
export async function pendingDraft(db: Database, userId: number, id: string, origin?: DraftOrigin, now = new Date()) {
  const [row] = await db
    .select()
    .from(chatDrafts)
    .where(and(eq(chatDrafts.id, id), origin ? eq(chatDrafts.origin, origin) : undefined, stillPending(userId, now)));
  return row ? toDraftView(row) : null;
}

/** How long after a confirm its Undo still works: long enough to notice a mistake, not to rewrite the past. */
export const UNDO_WINDOW_MS = 10 * 60_000;
export const UNDO_GONE = 'This can no longer be undone: it was undone already, or was confirmed more than 10 minutes ago';

/** Keeps what a confirmed draft wrote, for its Undo (on the confirm's connection). */
export async function recordWritten(db: Database, id: string, written: AppliedWrite) {
  await db.update(chatDrafts).set({ written }).where(eq(chatDrafts.id, id));
}

/**
 * Marks one of the person's confirmed drafts undone, if it was confirmed within the Undo window,
 * and answers it; null otherwise. One statement: two Undos of the same draft cannot both win.
 */
export async function claimUndo(db: Database, userId: number, id: string, now = new Date()) {
  const [row] = await db
    .update(chatDrafts)
    .set({ status: 'undone', decidedAt: now })
    .where(
      and(
        eq(chatDrafts.id, id),
        eq(chatDrafts.userId, userId),
        eq(chatDrafts.status, 'confirmed'),
        gt(chatDrafts.decidedAt, new Date(now.getTime() - UNDO_WINDOW_MS)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Replaces a waiting draft's plan and summary (an edit); null when it was decided or expired meanwhile. */
export async function replaceDraftPlan(db: Database, userId: number, id: string, { plan, summary }: ChatDraft, now = new Date()) {
  const [row] = await db
    .update(chatDrafts)
    .set({ plan, summary })
    .where(and(eq(chatDrafts.id, id), stillPending(userId, now)))
    .returning();
  return row ? toDraftView(row) : null;
}

/**
 * Marks one waiting draft of the person's as decided and answers it, or null when it is not theirs,
 * already decided, expired or (with `origin`) proposed by another door. One statement: two confirms
 * of the same draft cannot both win.
 */
export async function decideDraft(
  db: Database,
  userId: number,
  id: string,
  status: 'confirmed' | 'discarded',
  { now = new Date(), origin }: { now?: Date; origin?: DraftOrigin } = {},
) {
  const [row] = await db
    .update(chatDrafts)
    .set({ status, decidedAt: now })
    .where(and(eq(chatDrafts.id, id), stillPending(userId, now), origin ? eq(chatDrafts.origin, origin) : undefined))
    .returning();
  return row ?? null;
}
