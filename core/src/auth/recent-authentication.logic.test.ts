import { describe, expect, it } from 'vitest';
import { isRecentlyAuthenticated } from './recent-authentication.logic';

const now = new Date('2026-03-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('isRecentlyAuthenticated', () => {
  it('accepts a proof from the last ten minutes', () => {
    expect(isRecentlyAuthenticated(minutesAgo(0), now)).toBe(true);
    expect(isRecentlyAuthenticated(minutesAgo(9.9), now)).toBe(true);
  });

  it('refuses an older proof, and one dated in the future', () => {
    expect(isRecentlyAuthenticated(minutesAgo(10), now)).toBe(false);
    expect(isRecentlyAuthenticated(minutesAgo(-1), now)).toBe(false);
  });
});
