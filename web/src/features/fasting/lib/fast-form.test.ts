import { describe, expect, it } from 'vitest';
import { fastTimesErrors, formatFastDay, formatFastTime } from './fast-form';

const now = new Date('2026-11-21T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('fast time pickers', () => {
  it('accept an end after the start; a running fast may leave the end empty', () => {
    expect(fastTimesErrors({ start: hoursAgo(20), end: hoursAgo(4), isEndRequired: true }, now)).toEqual({});
    expect(fastTimesErrors({ start: hoursAgo(20), end: null, isEndRequired: false }, now)).toEqual({});
  });

  it('put each problem under its field', () => {
    expect(fastTimesErrors({ start: null, end: null, isEndRequired: true }, now)).toEqual({
      start: 'Enter the date and time the fast started.',
      end: 'Enter the date and time the fast ended.',
    });
    expect(fastTimesErrors({ start: hoursAgo(2), end: hoursAgo(3), isEndRequired: true }, now)).toEqual({
      end: 'The end must be after the start.',
    });
    expect(fastTimesErrors({ start: hoursAgo(2), end: hoursAgo(-1), isEndRequired: true }, now)).toEqual({
      end: 'The end cannot be in the future.',
    });
    expect(fastTimesErrors({ start: hoursAgo(-1), end: null, isEndRequired: false }, now)).toEqual({
      start: 'The start cannot be in the future.',
    });
  });
});

describe('compact history dates', () => {
  it('leave the year out for this year and show the person’s own day', () => {
    expect(formatFastDay('2026-11-20T23:30:00Z', 'UTC', now.getTime())).toBe('Nov 20');
    expect(formatFastDay('2026-11-20T23:30:00Z', 'Pacific/Auckland', now.getTime())).toBe('Nov 21');
    expect(formatFastDay('2025-12-31T10:00:00Z', 'UTC', now.getTime())).toBe('Dec 31, 2025');
    expect(formatFastDay('2025-12-31T10:00:00Z', 'UTC', now.getTime(), true)).toBe('12/31/25');
    expect(formatFastDay('2026-11-20T23:30:00Z', 'UTC', now.getTime(), true)).toBe('Nov 20');
    expect(formatFastTime('2026-11-20T23:30:00Z', 'America/Los_Angeles')).toBe('Nov 20, 3:30 PM');
  });
});
