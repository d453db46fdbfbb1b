import { draftRefusal, draftsFromMessage } from '@uh/core/chat/chat-drafts.logic';
import type { ChatDraftView } from '@uh/core/chat/chat-drafts.schema';
import type { RiskFactor } from '@uh/core/chat/chat-risk-factors.logic';
import type { Database } from '../../db/client';
import { unitsOf, type CoachOwner } from './chat-grounding.queries';
import { storeDrafts } from './chat-drafts.storage';

export const DRAFTS_OFFERED = 'Here is what I would log. Nothing is saved until you confirm it.';

/** What the coach answers a message that asks to log something: the drafts, or why it will not draft them. */
export type DraftReply = { reply: string; drafts: ChatDraftView[] };

/**
 * Reads a message for logs to draft (the offline extractor, the same for either coach) and stores
 * them as drafts; null when the message asks for none, so the coach answers it as usual. A draft
 * past the limits the risk screen sets for this person is not offered, and the reply says why.
 */
export async function offerDrafts(
  db: Database,
  owner: CoachOwner,
  text: string,
  mentioned: readonly RiskFactor[],
  now = new Date(),
): Promise<DraftReply | null> {
  const units = unitsOf(owner);
  const drafts = draftsFromMessage(text, { weightUnit: units.weight, temperatureUnit: units.temperature, now, timeZone: owner.timeZone });
  if (drafts.length === 0) return null;
  const refusals = drafts.map(({ plan }) => draftRefusal(plan, mentioned)).filter((refusal) => refusal !== null);
  const allowed = drafts.filter(({ plan }) => draftRefusal(plan, mentioned) === null);
  const stored = await storeDrafts(db, owner.id, allowed);
  const reply = [...refusals, ...(stored.length > 0 ? [DRAFTS_OFFERED] : [])].join(' ');
  return { reply, drafts: stored };
}
