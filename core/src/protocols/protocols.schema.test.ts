import { describe, expect, it } from 'vitest';
import { CLOCK_SKEW_MS, pastInstant } from './protocols.schema';

describe('pastInstant', () => {
  const timestamp = pastInstant('timestamp');
  const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

  it('accepts a device clock up to a few minutes ahead of the server', () => {
    expect(CLOCK_SKEW_MS).toBe(5 * 60_000);
    expect(timestamp.safeParse(fromNow(-3600_000)).success).toBe(true);
    expect(timestamp.safeParse(fromNow(CLOCK_SKEW_MS - 10_000)).success).toBe(true);
  });

  it('refuses a time further ahead, naming the field', () => {
    const result = timestamp.safeParse(fromNow(CLOCK_SKEW_MS + 10_000));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('timestamp cannot be in the future');
  });
});
