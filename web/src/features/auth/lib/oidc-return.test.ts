import { describe, expect, it } from 'vitest';
import { readOidcReturn, returnPathOf } from './oidc-return';

describe('readOidcReturn', () => {
  it('reads a failure code', () => {
    expect(readOidcReturn('?error=cancelled')).toEqual({ kind: 'failed', code: 'cancelled' });
  });

  it('reads a sign-in and where to go next', () => {
    expect(readOidcReturn('?signedIn=1&next=%2Ffasting&new=1')).toEqual({
      kind: 'signed-in',
      next: '/fasting',
      isNewAccount: true,
      hasClaimedEmail: false,
    });
    expect(readOidcReturn('?signedIn=1')).toEqual({ kind: 'signed-in', next: '/', isNewAccount: false, hasClaimedEmail: false });
  });

  it('reads that the e-mail address was claimed from an account that never proved it', () => {
    expect(readOidcReturn('?signedIn=1&new=1&emailClaimed=1')).toMatchObject({ isNewAccount: true, hasClaimedEmail: true });
  });

  it('never goes on to another site', () => {
    expect(readOidcReturn('?signedIn=1&next=https%3A%2F%2Fevil.example')).toMatchObject({ next: '/' });
    expect(readOidcReturn('?signedIn=1&next=%2F%2Fevil.example')).toMatchObject({ next: '/' });
  });

  it('is null on a plain visit', () => {
    expect(readOidcReturn('')).toBeNull();
  });
});

describe('returnPathOf', () => {
  it('keeps a path on this site and drops anything else', () => {
    expect(returnPathOf('?next=%2Fchat')).toBe('/chat');
    expect(returnPathOf('?next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(returnPathOf('')).toBe('/');
  });
});
