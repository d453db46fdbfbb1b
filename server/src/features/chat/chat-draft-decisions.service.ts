import { NOTHING_TO_ADD, readBackSentence } from '@uh/core/chat/chat-read-back.logic';
import type { ChatDraftConfirmed, ChatDraftUndone } from '@uh/core/chat/chat.schema';
import type { AppliedWrite } from '@uh/core/coach-tools/tool-plan.schema';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { unitsOf, type CoachOwner } from './chat-grounding.queries';
import type { ChatPorts, WriteToolPlan } from './chat-ports';
import { readStoredLog } from './chat-read-back.queries';
import { claimUndo, decideDraft, DRAFT_GONE, recordWritten, UNDO_GONE, type DraftOrigin } from './chat-drafts.storage';
import { saveMessage } from './chat.service';

/** What a confirm wrote, and the sentence that says it, written from the row as stored. */
export type ConfirmedWrite = { sentence: string; written: AppliedWrite | null };

type Decision = { now?: Date; origin?: DraftOrigin };

/**
 * Confirms one of the person's proposals (with `origin`, only one that door made): in one
 * transaction it is marked and its plan written (a refusal, such as no fast running to end, leaves
 * it waiting and writes nothing); the sentence is then written from the record as read back from
 * its table, and what the write raised is announced once it has committed.
 */
export async function confirmProposal(
  db: Database,
  writePlan: WriteToolPlan,
  owner: CoachOwner,
  id: string,
  { now = new Date(), origin }: Decision = {},
): Promise<ConfirmedWrite> {
  const { announce, ...confirmed } = await db.transaction(async (transaction) => {
    // The services take a Database; a transaction answers the same queries.
    const tx = transaction as unknown as Database;
    const draft = await decideDraft(tx, owner.id, id, 'confirmed', { now, origin });
    if (!draft) throw notFound(DRAFT_GONE);
    const { written, announce } = await writePlan(tx, owner, draft.plan, now);
    if (!written) return { sentence: NOTHING_TO_ADD, written, announce };
    await recordWritten(tx, id, written);
    const stored = await readStoredLog(tx, owner.id, written);
    const units = unitsOf(owner);
    const sentence = readBackSentence(stored, { weightUnit: units.weight, temperatureUnit: units.temperature, timeZone: owner.timeZone });
    return { sentence, written, announce };
  });
  await announce(db);
  return confirmed;
}

/** Confirms a draft from the chat: the coach's sentence about what was stored joins the conversation. */
export async function confirmDraft(
  db: Database,
  ports: ChatPorts,
  owner: CoachOwner,
  id: string,
  now = new Date(),
): Promise<ChatDraftConfirmed> {
  const { sentence, written } = await confirmProposal(db, ports.writePlan, owner, id, { now });
  const message = await saveMessage(db, owner.id, { role: 'assistant', content: sentence });
  return { message, log: written };
}

/**
 * Takes back a draft the person confirmed within the last 10 minutes (Undo on its confirmation):
 * in one transaction it is marked undone and what it wrote is reverted through the protocols' own
 * services; the coach says so in the conversation.
 */
export async function undoDraft(db: Database, ports: ChatPorts, owner: CoachOwner, id: string, now = new Date()): Promise<ChatDraftUndone> {
  const { summary, announce } = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const draft = await claimUndo(tx, owner.id, id, now);
    if (!draft) throw notFound(UNDO_GONE);
    const reverted = draft.written ? await ports.undoWrite(tx, owner, draft.written) : null;
    return { summary: draft.summary, announce: reverted?.announce };
  });
  await announce?.(db);
  const message = await saveMessage(db, owner.id, { role: 'assistant', content: `Undone: ${summary}. It is no longer logged.` });
  return { message };
}

/** Discards one of the person's waiting proposals (with `origin`, only one that door made): nothing is written. */
export async function discardDraft(db: Database, userId: number, id: string, origin?: DraftOrigin): Promise<void> {
  if (!(await decideDraft(db, userId, id, 'discarded', { origin }))) throw notFound(DRAFT_GONE);
}
