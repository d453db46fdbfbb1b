import { draftsFromMessage } from '@uh/core/chat/chat-drafts.logic';
import { scopesAllow } from '@uh/core/sharing/share-grants.logic';
import { SHARE_PROPOSALS_PER_MINUTE, type ShareProposalResult } from '@uh/core/sharing/share-grants.schema';
import { domainOfPlan } from '@uh/core/sharing/share-proposals.logic';
import type { Database } from '../../db/client';
import { badRequest, forbidden, tooManyRequests } from '../../lib/http-error';
import type { RateLimiter } from '../../lib/rate-limit';
import { notInShare, type SharedAccess } from '../../plugins/share-guard';
import { recordAccess } from './share-access.storage';
import type { SharePorts } from './share-ports';

export const NOTHING_TO_PROPOSE = 'Nothing in that can be logged: try “log a 3 minute plunge at 4 °C” or “log 40 g protein”';

export type ShareProposalDeps = { db: Database; limiter: RateLimiter; drafts: SharePorts['drafts'] };
export type Proposal = { access: SharedAccess; grantee: { id: number; displayName: string }; text: string; ip: string };

/**
 * Entries someone proposes for the person who shared with them, read from their words by the
 * coach's offline extractor: each one needs its domain at `propose` or higher. They arrive as the
 * owner's drafts ("Proposed by …"), held to the owner's risk screen; when the grant lets this
 * grantee write every entry's domain, each draft is confirmed at once (and the owner can Undo it).
 */
export async function proposeThroughShare(deps: ShareProposalDeps, proposal: Proposal, now = new Date()): Promise<ShareProposalResult> {
  const { access, grantee, text, ip } = proposal;
  const { grant, owner } = access;
  const { count, retryAfterSeconds } = await deps.limiter.hit(`share-proposals:${grantee.id}`, 60_000);
  if (count > SHARE_PROPOSALS_PER_MINUTE) {
    throw tooManyRequests(`At most ${SHARE_PROPOSALS_PER_MINUTE} proposals a minute: try again shortly`, retryAfterSeconds);
  }
  const units = {
    weightUnit: owner.weightUnit === 'kg' ? 'kg' : 'lbs',
    temperatureUnit: owner.temperatureUnit === 'C' ? 'C' : 'F',
  } as const;
  const drafts = draftsFromMessage(text, { ...units, now, timeZone: owner.timeZone });
  if (drafts.length === 0) throw badRequest(NOTHING_TO_PROPOSE);
  const outside = drafts.map(({ plan }) => domainOfPlan(plan)).find((domain) => !scopesAllow(grant.scopes, domain, 'propose'));
  if (outside) throw forbidden(notInShare(outside, 'propose'));
  const atOnce = drafts.every(({ plan }) => scopesAllow(grant.scopes, domainOfPlan(plan), 'write'));

  const summaries: string[] = [];
  const refusals: string[] = [];
  for (const { plan } of drafts) {
    const proposed = await deps.drafts.propose(deps.db, owner, plan, { grantId: grant.id, name: grantee.displayName });
    if (!proposed.ok) {
      refusals.push(proposed.refusal);
      continue;
    }
    if (atOnce) await writeAtOnce(deps, access, proposed.draft.id, now);
    summaries.push(proposed.draft.summary);
    await recordAccess(deps.db, { grantId: grant.id, action: atOnce ? 'write' : 'propose', what: proposed.draft.summary, ip }, now);
  }
  if (summaries.length === 0) throw badRequest(refusals.join(' '));
  return { status: atOnce ? 'written' : 'proposed', summaries, refusals };
}

async function writeAtOnce(deps: ShareProposalDeps, { owner }: SharedAccess, id: string, now: Date) {
  try {
    await deps.drafts.confirm(deps.db, owner, id, now);
  } catch (error) {
    // Refused by the tracker's rules (no fast running to end): nothing was stored, and nothing is left waiting.
    await deps.drafts.discard(deps.db, owner, id);
    throw error;
  }
}
