import { PRESET_SCOPES } from '@uh/core/sharing/share-grants.logic';
import {
  DEFAULT_SHARE_DAYS,
  SHARE_DOMAIN_TITLES,
  SHARE_DOMAINS,
  SHARE_LEVELS,
  type ShareDomain,
  type ShareExpiry,
  type ShareLevel,
  type SharePreset,
  type ShareProposalResult,
  type ShareScopes,
  type ShareStatus,
} from '@uh/core/sharing/share-grants.schema';
import { dateFormat } from '#lib/format';

/** A row of the scope grid: a level, or not shared at all. */
export type ScopeChoice = ShareLevel | 'none';

export const SCOPE_CHOICE_LABELS: Record<ScopeChoice, string> = { none: 'None', read: 'Read', propose: 'Propose', write: 'Write' };
export const SCOPE_CHOICES: readonly ScopeChoice[] = ['none', ...SHARE_LEVELS];

export const PRESET_LABELS: Record<SharePreset, string> = { household: 'Household', coach: 'Coach', custom: 'Custom' };

/** A grant's scopes as the API sends them (any string key), kept to the domains this app knows. */
export function knownScopes(scopes: Readonly<Record<string, ShareLevel>>): ShareScopes {
  const known: ShareScopes = {};
  for (const domain of SHARE_DOMAINS) {
    const level = scopes[domain];
    if (level !== undefined) known[domain] = level;
  }
  return known;
}

/** The scopes with one domain changed ('none' takes it out). */
export function withScope(scopes: ShareScopes, domain: ShareDomain, choice: ScopeChoice): ShareScopes {
  const next: ShareScopes = { ...scopes };
  if (choice === 'none') delete next[domain];
  else next[domain] = choice;
  return next;
}

const sameScopes = (a: ShareScopes, b: ShareScopes) => SHARE_DOMAINS.every((domain) => a[domain] === b[domain]);

/** The preset these scopes are exactly, or 'custom' once any scope differs from every preset. */
export function presetOf(scopes: ShareScopes): SharePreset {
  if (sameScopes(scopes, PRESET_SCOPES.household)) return 'household';
  if (sameScopes(scopes, PRESET_SCOPES.coach)) return 'coach';
  return 'custom';
}

/** The scopes a preset starts from; 'custom' keeps the ones chosen so far. */
export const scopesOfPreset = (preset: SharePreset, current: ShareScopes): ShareScopes =>
  preset === 'custom' ? current : { ...PRESET_SCOPES[preset] };

/** 'Propose: Protocols and progress, Fasting · Read: Experiments', the strongest level first; 'Nothing' when empty. */
export function scopeSummary(scopes: ShareScopes): string {
  const parts = [...SHARE_LEVELS].reverse().flatMap((level) => {
    const domains = SHARE_DOMAINS.filter((domain) => scopes[domain] === level);
    return domains.length === 0
      ? []
      : [`${SCOPE_CHOICE_LABELS[level]}: ${domains.map((domain) => SHARE_DOMAIN_TITLES[domain]).join(', ')}`];
  });
  return parts.length === 0 ? 'Nothing' : parts.join(' · ');
}

/** Whether the grantee may suggest entries in any domain (propose, or write which includes it). */
export const canPropose = (scopes: ShareScopes) =>
  SHARE_DOMAINS.some((domain) => scopes[domain] === 'propose' || scopes[domain] === 'write');

/** The domains whose entries are written at once, without the owner confirming. */
export const writtenDomains = (scopes: ShareScopes) => SHARE_DOMAINS.filter((domain) => scopes[domain] === 'write');

/** The expiry choices of the invite and edit forms, in days ('never' only when chosen on purpose). */
export const EXPIRY_CHOICES = ['30', '90', '365', 'never'] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];
export const EXPIRY_LABELS: Record<ExpiryChoice, string> = { '30': '30 days', '90': '90 days', '365': '1 year', never: 'Never' };
export const DEFAULT_EXPIRY: ExpiryChoice = `${DEFAULT_SHARE_DAYS}` as ExpiryChoice;

/** The request's `expires` for a choice. */
export const expiryBody = (choice: ExpiryChoice): ShareExpiry => (choice === 'never' ? 'never' : { days: Number(choice) });

export type ShareSide = 'owner' | 'grantee';

const STATUS_WORDS: Record<ShareSide, Record<ShareStatus, string>> = {
  owner: { pending: 'Waiting for them to accept', active: 'Active', expired: 'Expired', ended: 'Ended' },
  grantee: { pending: 'Waiting for you to accept', active: 'Active', expired: 'Expired', ended: 'Ended' },
};

/** A grant's standing in words, as its owner or the person it was given to reads it. */
export const statusText = (status: ShareStatus, side: ShareSide) => STATUS_WORDS[side][status];

/** '27 Feb 2027' in the person's zone. */
export const shareDate = (iso: string, timeZone: string) =>
  dateFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(Date.parse(iso));

type Dated = { status: ShareStatus; expiresAt: string | null; endedAt: string | null };

/** 'Until 27 Feb 2027', 'No end date', or when it stopped ('Ended 3 Mar 2026', 'Expired 27 Feb 2027'). */
export function expiryText(grant: Dated, timeZone: string): string {
  if (grant.status === 'ended' && grant.endedAt !== null) return `Ended ${shareDate(grant.endedAt, timeZone)}`;
  if (grant.expiresAt === null) return 'No end date';
  return grant.status === 'expired' ? `Expired ${shareDate(grant.expiresAt, timeZone)}` : `Until ${shareDate(grant.expiresAt, timeZone)}`;
}

/** Whether a grant still gives (or is about to give) access: what Edit and Stop sharing apply to. */
export const isLive = (status: ShareStatus) => status === 'pending' || status === 'active';

export const ACCESS_ACTION_WORDS: Record<ShareLevel, string> = { read: 'Viewed', propose: 'Proposed', write: 'Wrote' };

/** What became of a proposal: sent to the owner to confirm, or written to their logs at once; and what their safety limits kept out. */
export function proposalAnswerText(answer: ShareProposalResult, ownerName: string): string {
  const what = answer.summaries.join('; ');
  const done = answer.status === 'written' ? `Saved to ${ownerName}'s logs: ${what}` : `Sent to ${ownerName} to confirm: ${what}`;
  return answer.refusals.length === 0 ? done : `${done}. Not sent: ${answer.refusals.join(' ')}`;
}
