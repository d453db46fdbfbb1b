import { describe, expect, it } from 'vitest';
import { defaultRegistrationMode, inviteStatus, isAdminAccount, parseAdminUsernames } from './admin.logic';

describe('defaultRegistrationMode', () => {
  it('is open without a public address', () => {
    expect(defaultRegistrationMode(undefined).mode).toBe('open');
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:8080', 'http://127.1.2.3', 'http://[::1]:3000', 'http://app.localhost'])(
    'is open on the loopback address %s',
    (url) => {
      expect(defaultRegistrationMode(url).mode).toBe('open');
    },
  );

  it.each(['https://health.example.com', 'http://192.168.1.10:3000', 'https://10.0.0.1'])('is by invitation on %s', (url) => {
    const { mode, reason } = defaultRegistrationMode(url);
    expect(mode).toBe('invite');
    expect(reason).toContain(url);
  });
});

describe('inviteStatus', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const future = new Date('2026-05-08T12:00:00Z');
  const past = new Date('2026-04-30T12:00:00Z');

  it('is open before it expires', () => {
    expect(inviteStatus({ expiresAt: future, usedAt: null, revokedAt: null }, now)).toBe('open');
  });
  it('is expired from its expiry on', () => {
    expect(inviteStatus({ expiresAt: past, usedAt: null, revokedAt: null }, now)).toBe('expired');
    expect(inviteStatus({ expiresAt: now, usedAt: null, revokedAt: null }, now)).toBe('expired');
  });
  it('is used once used, even after it would have expired', () => {
    expect(inviteStatus({ expiresAt: past, usedAt: past, revokedAt: null }, now)).toBe('used');
  });
  it('is revoked once revoked', () => {
    expect(inviteStatus({ expiresAt: future, usedAt: null, revokedAt: past }, now)).toBe('revoked');
    expect(inviteStatus({ expiresAt: past, usedAt: null, revokedAt: past }, now)).toBe('revoked');
  });
});

describe('parseAdminUsernames', () => {
  it('splits, trims, lower-cases and drops blanks', () => {
    expect(parseAdminUsernames(' Alice, bob ,,ALICE ')).toEqual(['alice', 'bob']);
    expect(parseAdminUsernames(undefined)).toEqual([]);
  });
});

describe('isAdminAccount', () => {
  const rules = { adminUsernames: ['alice'], demoUsername: 'demo' };

  it('makes the first account an admin', () => {
    expect(isAdminAccount({ username: 'zed', isFirstAccount: true }, rules)).toBe(true);
  });
  it('makes listed usernames admins, in any case', () => {
    expect(isAdminAccount({ username: 'ALICE', isFirstAccount: false }, rules)).toBe(true);
    expect(isAdminAccount({ username: 'bob', isFirstAccount: false }, rules)).toBe(false);
  });
  it('never makes the demo account an admin', () => {
    expect(isAdminAccount({ username: 'Demo', isFirstAccount: true }, rules)).toBe(false);
    expect(isAdminAccount({ username: 'demo', isFirstAccount: false }, { adminUsernames: ['demo'], demoUsername: 'demo' })).toBe(false);
  });
});
