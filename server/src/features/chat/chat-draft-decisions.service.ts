import { NOTHING_TO_ADD, readBackSentence } from '@uh/core/chat/chat-read-back.logic';
import type { ChatDraftConfirmed } from '@uh/core/chat/chat.schema';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { unitsOf, type CoachOwner } from './chat-grounding.queries';
import type { ChatPorts } from './chat-ports';
import { readStoredLog } from './chat-read-back.queries';
import { decideDraft } from './chat-drafts.storage';
import { saveMessage } from './chat.service';

export const DRAFT_GONE = 'This draft was already confirmed or discarded, or has expired';

/**
 * Confirms one of the person's drafts: in one transaction the draft is marked and its log written
 * (a refusal, such as no fast running to end, leaves the draft waiting and writes nothing); the
 * coach's sentence is then written from the log as read back from its table, and saved.
 */
export async function confirmDraft(
  db: Database,
  ports: ChatPorts,
  owner: CoachOwner,
  id: string,
  now = new Date(),
): Promise<ChatDraftConfirmed> {
  const { sentence, log } = await db.transaction(async (transaction) => {
    // The services take a Database; a transaction answers the same queries.
    const tx = transaction as unknown as Database;
    const draft = await decideDraft(tx, owner.id, id, 'confirmed', now);
    if (!draft) throw notFound(DRAFT_GONE);
    const created = await ports.applyPlan(tx, owner, draft.plan, now);
    if (!created) return { sentence: NOTHING_TO_ADD, log: null };
    const stored = await readStoredLog(tx, owner.id, created);
    const units = unitsOf(owner);
    return {
      sentence: readBackSentence(stored, { weightUnit: units.weight, temperatureUnit: units.temperature, timeZone: owner.timeZone }),
      log: created,
    };
  });
  const message = await saveMessage(db, owner.id, { role: 'assistant', content: sentence });
  return { message, log };
}

/** Discards one of the person's waiting drafts: nothing is written. */
export async function discardDraft(db: Database, userId: number, id: string): Promise<void> {
  if (!(await decideDraft(db, userId, id, 'discarded'))) throw notFound(DRAFT_GONE);
}
