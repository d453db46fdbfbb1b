import { describe, expect, it } from 'vitest';
import { canUnlinkIdentity } from './sign-in-methods.logic';

describe('canUnlinkIdentity', () => {
  it('allows unlinking when the account has a password', () => {
    expect(canUnlinkIdentity({ hasPassword: true, identities: [{ id: 1, isUsable: true }] }, 1)).toBe(true);
  });

  it('refuses the last usable way to sign in', () => {
    expect(canUnlinkIdentity({ hasPassword: false, identities: [{ id: 1, isUsable: true }] }, 1)).toBe(false);
  });

  it('allows it when another usable identity remains', () => {
    const identities = [
      { id: 1, isUsable: true },
      { id: 2, isUsable: true },
    ];
    expect(canUnlinkIdentity({ hasPassword: false, identities }, 1)).toBe(true);
  });

  it('does not count an identity of an issuer that is no longer configured as a way in', () => {
    const identities = [
      { id: 1, isUsable: true },
      { id: 2, isUsable: false },
    ];
    expect(canUnlinkIdentity({ hasPassword: false, identities }, 1)).toBe(false);
    expect(canUnlinkIdentity({ hasPassword: false, identities }, 2)).toBe(true);
  });

  it('refuses an identity the account does not have', () => {
    expect(canUnlinkIdentity({ hasPassword: true, identities: [] }, 7)).toBe(false);
  });
});
