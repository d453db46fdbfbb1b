import { describe, expect, it } from 'vitest';
import { fastTimesErrors, formatFastTime } from './fast-form';

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

describe('fast times', () => {
  it('show the person’s own day and time, and the year only when it is not this year', () => {
    expect(formatFastTime('2026-11-20T23:30:00Z', 'America/Los_Angeles', now.getTime())).toMatch(/^Nov 20, 3:30\sPM$/);
    expect(formatFastTime('2025-12-31T10:00:00Z', 'UTC', now.getTime())).toMatch(/^Dec 31, 2025, 10:00\sAM$/);
  });
});
