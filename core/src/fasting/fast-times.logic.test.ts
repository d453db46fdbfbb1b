import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastingPatchSchema, isFastCorrection } from './fasting.schema';
import { fromLocalDateTime, toLocalDateTime } from '../common/local-date-time.logic';
import { fastTimesProblem } from './fast-times.logic';

const now = new Date('2026-03-10T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('fast times a person can store', () => {
  it('accepts an end after the start, not in the future', () => {
    expect(fastTimesProblem({ startTime: hoursAgo(20), endTime: hoursAgo(12) }, now)).toBeNull();
    expect(fastTimesProblem({ startTime: hoursAgo(20), endTime: null }, now)).toBeNull();
  });

  it.each([
    [{ startTime: hoursAgo(2), endTime: hoursAgo(3) }, 'endTime cannot be before startTime'],
    [{ startTime: hoursAgo(2), endTime: new Date(now.getTime() + 3_600_000) }, 'endTime cannot be in the future'],
    [{ startTime: new Date(now.getTime() + 3_600_000), endTime: null }, 'startTime cannot be in the future'],
  ])('refuses %o', (times, message) => {
    expect(fastTimesProblem(times, now)).toBe(message);
  });

  it('allows a few minutes of clock skew, as every other instant does', () => {
    expect(fastTimesProblem({ startTime: hoursAgo(2), endTime: new Date(now.getTime() + 60_000) }, now)).toBeNull();
  });
});

describe('time pickers in the person’s zone', () => {
  it('shows an instant on the person’s wall clock, whatever the browser’s zone', () => {
    const instant = new Date('2026-03-10T02:30:00Z');
    expect(toLocalDateTime(instant, 'UTC')).toBe('2026-03-10T02:30');
    expect(toLocalDateTime(instant, 'America/Los_Angeles')).toBe('2026-03-09T19:30');
    expect(toLocalDateTime(instant, 'Pacific/Auckland')).toBe('2026-03-10T15:30');
  });

  it('reads a picker value back as the instant it means in that zone', () => {
    expect(fromLocalDateTime('2026-03-09T19:30', 'America/Los_Angeles')?.toISOString()).toBe('2026-03-10T02:30:00.000Z');
    expect(fromLocalDateTime('2026-07-01T08:00', 'Pacific/Auckland')?.toISOString()).toBe('2026-06-30T20:00:00.000Z');
  });

  it('handles the DST changes: a skipped time moves forward, a repeated one reads as the earlier', () => {
    // 2026-03-08 02:30 does not exist in Los Angeles (clocks jump from 02:00 PST to 03:00 PDT).
    expect(fromLocalDateTime('2026-03-08T02:30', 'America/Los_Angeles')?.toISOString()).toBe('2026-03-08T10:30:00.000Z');
    // 2026-11-01 01:30 happens twice there; the first time is still PDT (UTC−7).
    expect(fromLocalDateTime('2026-11-01T01:30', 'America/Los_Angeles')?.toISOString()).toBe('2026-11-01T08:30:00.000Z');
    // 2026-10-25 01:30 happens twice in London; the first time is still BST (UTC+1).
    expect(fromLocalDateTime('2026-10-25T01:30', 'Europe/London')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses what is not a full date and time', () => {
    for (const value of ['', '2026-03-09', '2026-02-30T10:00', '2026-03-09T24:00', '2026-03-09T10:60']) {
      expect(fromLocalDateTime(value, 'UTC')).toBeNull();
    }
  });

  it('round-trips every minute (property)', () => {
    const zones = ['UTC', 'America/Los_Angeles', 'Pacific/Auckland', 'Asia/Kolkata', 'Europe/London'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), fc.constantFrom(...zones), (minutes, zone) => {
        const instant = new Date(Date.UTC(2020, 0, 1) + minutes * 60_000);
        const back = fromLocalDateTime(toLocalDateTime(instant, zone), zone)!;
        // The repeated hour of a fall-back day reads as its first occurrence: same wall time.
        expect(toLocalDateTime(back, zone)).toBe(toLocalDateTime(instant, zone));
      }),
    );
  });
});

describe('PATCH body of a fast', () => {
  const earlier = hoursAgo(20).toISOString();
  const later = hoursAgo(12).toISOString();

  it('ends, reopens or corrects', () => {
    const end = fastingPatchSchema.parse({ endTime: later, duration: 5, completed: true });
    expect(isFastCorrection(end)).toBe(false);
    expect(fastingPatchSchema.parse({ endTime: null })).toEqual({ endTime: null });
    expect(isFastCorrection(fastingPatchSchema.parse({ startTime: earlier, endTime: later }))).toBe(true);
    expect(isFastCorrection(fastingPatchSchema.parse({ targetHours: 20 }))).toBe(true);
  });

  it('names what is wrong', () => {
    const messages = (body: unknown) => fastingPatchSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(messages({})).toEqual(['Send endTime to end the fast, or startTime, endTime or targetHours to correct it']);
    expect(messages({ startTime: later, endTime: earlier })).toEqual(['endTime cannot be before startTime']);
    expect(messages({ targetHours: 15 })?.[0]).toMatch(/targetHours must be one of/);
  });
});
