import { describe, expect, it } from 'vitest';
import { isActivePath } from './nav-link';

describe('isActivePath', () => {
  it('marks the dashboard active only on /', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/fasting', '/')).toBe(false);
  });

  it('marks a section active on itself and its sub-paths, not on look-alikes', () => {
    expect(isActivePath('/fasting', '/fasting')).toBe(true);
    expect(isActivePath('/fasting/history', '/fasting')).toBe(true);
    expect(isActivePath('/fasting-logs', '/fasting')).toBe(false);
  });
});
