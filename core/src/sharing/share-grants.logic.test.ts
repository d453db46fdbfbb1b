import { describe, expect, it } from 'vitest';
import { decideGrant, expiresAtOf, PRESET_SCOPES, scopesAllow, shareStatus } from './share-grants.logic';
import { shareGrantCreateSchema, SHARE_DOMAINS } from './share-grants.schema';

const now = new Date('2026-11-29T12:00:00Z');
const active = { expiresAt: new Date('2026-12-29T12:00:00Z'), acceptedAt: now, endedAt: null };

describe('a grant’s status', () => {
  it('is pending until accepted, active after, expired at its end and ended once revoked', () => {
    expect(shareStatus({ ...active, acceptedAt: null }, now)).toBe('pending');
    expect(shareStatus(active, now)).toBe('active');
    expect(shareStatus({ ...active, expiresAt: now }, now)).toBe('expired');
    expect(shareStatus({ ...active, expiresAt: null }, new Date('2099-01-01'))).toBe('active');
    expect(shareStatus({ ...active, endedAt: now }, now)).toBe('ended');
  });
});

describe('expiry', () => {
  it('defaults to 90 days, and "never" only when asked for', () => {
    const parsed = shareGrantCreateSchema.parse({ grantee: 'sam', scopes: { progress: 'read' } });
    expect(parsed.expires).toEqual({ days: 90 });
    expect(expiresAtOf(parsed.expires, now)?.toISOString()).toBe('2027-02-27T12:00:00.000Z');
    expect(expiresAtOf('never', now)).toBeNull();
  });

  it('refuses a length past a year and an empty set of scopes, naming the problem', () => {
    const tooLong = shareGrantCreateSchema.safeParse({ grantee: 'sam', scopes: { progress: 'read' }, expires: { days: 400 } });
    expect(tooLong.error?.issues[0]?.message).toMatch(/at most 365 days/);
    const nothing = shareGrantCreateSchema.safeParse({ grantee: 'sam', scopes: {} });
    expect(nothing.error?.issues[0]?.message).toBe('Share at least one thing');
    const journal = shareGrantCreateSchema.safeParse({ grantee: 'sam', scopes: { journal: 'read' } });
    expect(journal.success).toBe(false);
  });
});

describe('what a grant allows', () => {
  it('orders the levels: write includes propose, propose includes read', () => {
    expect(scopesAllow({ fasting: 'write' }, 'fasting', 'read')).toBe(true);
    expect(scopesAllow({ fasting: 'propose' }, 'fasting', 'propose')).toBe(true);
    expect(scopesAllow({ fasting: 'propose' }, 'fasting', 'write')).toBe(false);
    expect(scopesAllow({ fasting: 'read' }, 'cold', 'read')).toBe(false);
  });

  it('allows nothing through a pending, expired or ended grant, whatever its scopes', () => {
    const scopes = Object.fromEntries(SHARE_DOMAINS.map((domain) => [domain, 'write' as const]));
    for (const standing of [
      { ...active, acceptedAt: null },
      { ...active, expiresAt: now },
      { ...active, endedAt: now },
    ]) {
      expect(decideGrant({ ...standing, scopes }, { domain: 'progress', action: 'read' }, now)).toEqual({
        allowed: false,
        reason: 'not-active',
      });
    }
    expect(decideGrant({ ...active, scopes }, { domain: null, action: 'read' }, now)).toEqual({ allowed: true });
  });

  it('gives the household read only and the coach proposals, never writes', () => {
    expect(Object.values(PRESET_SCOPES.household)).toEqual(Array(5).fill('read'));
    expect(Object.values(PRESET_SCOPES.coach)).not.toContain('write');
    expect(scopesAllow(PRESET_SCOPES.coach, 'fasting', 'propose')).toBe(true);
  });
});
