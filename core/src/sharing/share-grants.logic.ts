import {
  SHARE_LEVELS,
  type ShareDomain,
  type ShareExpiry,
  type ShareLevel,
  type SharePreset,
  type ShareScopes,
  type ShareStatus,
} from './share-grants.schema';

/** What each preset starts with; the owner may change any scope after choosing it. */
export const PRESET_SCOPES: Record<Exclude<SharePreset, 'custom'>, ShareScopes> = {
  // Someone at home: sees how it is going, changes nothing.
  household: { progress: 'read', fasting: 'read', cold: 'read', biometrics: 'read', checkins: 'read' },
  // A coach: reads the protocols and progress and suggests entries the owner confirms.
  coach: { progress: 'propose', fasting: 'propose', cold: 'propose', checkins: 'propose', experiments: 'read' },
};

/** Whether a preset's grant tells the grantee of a long fast or a missed run: the household's does. */
export const PRESET_ALERTS: Record<SharePreset, boolean> = { household: true, coach: false, custom: false };

/** The stored facts a grant's standing is decided from. */
export type GrantStanding = { expiresAt: Date | null; acceptedAt: Date | null; endedAt: Date | null };

export function shareStatus(grant: GrantStanding, now: Date): ShareStatus {
  if (grant.endedAt !== null) return 'ended';
  if (grant.expiresAt !== null && grant.expiresAt.getTime() <= now.getTime()) return 'expired';
  return grant.acceptedAt === null ? 'pending' : 'active';
}

/** When a grant made (or renewed) at `now` ends; null for "never", which the owner chose on purpose. */
export function expiresAtOf(expires: ShareExpiry, now: Date): Date | null {
  return expires === 'never' ? null : new Date(now.getTime() + expires.days * 86_400_000);
}

const rank = (level: ShareLevel) => SHARE_LEVELS.indexOf(level);

/** Whether scopes let a grantee do `action` in `domain`: a higher level includes the lower ones. */
export function scopesAllow(scopes: ShareScopes, domain: ShareDomain, action: ShareLevel): boolean {
  const granted = scopes[domain];
  return granted !== undefined && rank(granted) >= rank(action);
}

/** What a grantee may do through a grant right now, or why not (the guard's one decision). */
/** What a route reached through a grant declares: the one thing the share guard decides from. */
export type ShareNeed = {
  /** The domain it reads or writes; null: any active grant (its overview). */
  domain: ShareDomain | null;
  action: ShareLevel;
  /** How the owner's access log names it ("Fasting logs"). */
  what: string;
  /** The route records its accesses itself, one per item (a proposal of several entries). */
  logsItself?: boolean;
};

export type GrantDecision = { allowed: true } | { allowed: false; reason: 'not-active' | 'not-granted' };

export function decideGrant(
  grant: GrantStanding & { scopes: ShareScopes },
  need: Pick<ShareNeed, 'domain' | 'action'>,
  now: Date,
): GrantDecision {
  if (shareStatus(grant, now) !== 'active') return { allowed: false, reason: 'not-active' };
  if (need.domain !== null && !scopesAllow(grant.scopes, need.domain, need.action)) return { allowed: false, reason: 'not-granted' };
  return { allowed: true };
}
