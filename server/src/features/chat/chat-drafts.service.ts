import { editedPlan, type ChatDraftEdit } from '@uh/core/chat/chat-draft-edit.logic';
import { draftCardText } from '@uh/core/chat/chat-draft-words.logic';
import { draftRefusal, draftsFromMessage, type ChatDraft } from '@uh/core/chat/chat-drafts.logic';
import type { ChatDraftView } from '@uh/core/chat/chat-drafts.schema';
import type { RiskFactor } from '@uh/core/chat/chat-risk-factors.logic';
import { screenConversation } from '@uh/core/chat/chat-risk.logic';
import type { ToolPlan } from '@uh/core/coach-tools/tool-plan.schema';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { unitsOf, type CoachOwner } from './chat-grounding.queries';
import { DRAFT_GONE, pendingDraft, replaceDraftPlan, storeDrafts, type DraftOrigin, type DraftProposer } from './chat-drafts.storage';
import { listPersonsWords } from './chat-words.queries';

export const DRAFTS_OFFERED = 'Here is what I would log. Nothing is saved until you confirm it.';

/** What the coach answers a message that asks to log something: the drafts, or why it will not draft them. */
export type DraftReply = { reply: string; drafts: ChatDraftView[] };

/** The drafts the risk screen allows, and the reasons for the others. */
export function screened(drafts: readonly ChatDraft[], mentioned: readonly RiskFactor[]) {
  const allowed: ChatDraft[] = [];
  const refusals: string[] = [];
  for (const draft of drafts) {
    const refusal = draftRefusal(draft.plan, mentioned);
    if (refusal === null) allowed.push(draft);
    else refusals.push(refusal);
  }
  return { allowed, refusals };
}

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
  const { allowed, refusals } = screened(drafts, mentioned);
  const stored = await storeDrafts(db, owner.id, allowed);
  const reply = [...refusals, ...(stored.length > 0 ? [DRAFTS_OFFERED] : [])].join(' ');
  return { reply, drafts: stored };
}

/**
 * Changes the amounts of one of the person's waiting drafts (Edit on its card): checked as the
 * write would check them and held to the risk screen, so an edit cannot make what a draft could
 * not be. Answers the draft as it now reads.
 */
export async function editDraft(db: Database, owner: CoachOwner, id: string, edit: ChatDraftEdit): Promise<ChatDraftView> {
  const draft = await pendingDraft(db, owner.id, id);
  if (!draft) throw notFound(DRAFT_GONE);
  const units = unitsOf(owner);
  const edited = editedPlan(draft.plan, edit, { weightUnit: units.weight });
  if (!edited.ok) throw badRequest(edited.message);
  const { mentioned } = screenConversation([], await listPersonsWords(db, owner.id));
  const summary = draftCardText(edited.plan, { weightUnit: units.weight, timeZone: owner.timeZone });
  const { allowed, refusals } = screened([{ plan: edited.plan, summary }], mentioned);
  if (refusals.length > 0) throw badRequest(refusals.join(' '));
  const replaced = await replaceDraftPlan(db, owner.id, id, allowed[0]!);
  if (!replaced) throw notFound(DRAFT_GONE);
  return replaced;
}

/** A tool's proposal: stored to confirm, or refused with the reason. */
export type Proposed = { ok: true; draft: ChatDraftView } | { ok: false; refusal: string };

/**
 * Stores one plan a tool proposes (docs/coach-tools.md), held to the same risk screen as the
 * coach's drafts: what the person told the coach in their conversation bounds what any door may
 * propose for them.
 */
export async function proposePlan(
  db: Database,
  owner: CoachOwner,
  plan: ToolPlan,
  origin: DraftOrigin,
  proposer: DraftProposer | null = null,
): Promise<Proposed> {
  const { mentioned } = screenConversation([], await listPersonsWords(db, owner.id));
  const units = unitsOf(owner);
  const summary = draftCardText(plan, { weightUnit: units.weight, timeZone: owner.timeZone });
  const { allowed, refusals } = screened([{ plan, summary }], mentioned);
  if (refusals.length > 0) return { ok: false, refusal: refusals.join(' ') };
  const [draft] = await storeDrafts(db, owner.id, allowed, origin, proposer);
  return { ok: true, draft: draft! };
}
