import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, dayOfWeek, dayOfWeekOfNumber, fromDayNumber, localDateOf, startOfWeek, weekDaysOf } from './calendar.logic';

describe('localDateOf', () => {
  it('takes the day in the given zone, not UTC', () => {
    const instant = new Date('2026-03-01T03:30:00Z');
    expect(localDateOf(instant, 'UTC')).toBe('2026-03-01');
    expect(localDateOf(instant, 'America/Los_Angeles')).toBe('2026-02-28');
    expect(localDateOf(instant, 'Asia/Tokyo')).toBe('2026-03-01');
  });

  it('handles the spring-forward and fall-back days', () => {
    // US DST starts 2026-03-08 02:00 local and ends 2026-11-01 02:00 local.
    expect(localDateOf(new Date('2026-03-08T07:30:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(localDateOf(new Date('2026-03-09T03:59:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(localDateOf(new Date('2026-11-02T04:59:00Z'), 'America/New_York')).toBe('2026-11-01');
    expect(localDateOf(new Date('2026-11-02T05:00:00Z'), 'America/New_York')).toBe('2026-11-02');
  });
});

describe('weeks', () => {
  it('starts Sunday weeks on Sunday and Monday weeks on Monday', () => {
    expect(startOfWeek('2026-11-21', 0)).toBe('2026-11-15'); // a Saturday
    expect(startOfWeek('2026-11-21', 1)).toBe('2026-11-16');
    expect(startOfWeek('2026-11-15', 0)).toBe('2026-11-15');
    expect(startOfWeek('2026-11-15', 1)).toBe('2026-11-09');
  });

  it('lists seven consecutive days across a DST change', () => {
    expect(weekDaysOf(new Date('2026-11-03T12:00:00Z'), 'America/New_York', 0)).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
  });

  it('always starts on the requested weekday and contains the day (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.constantFrom(0 as const, 1 as const), (offset, weekStartsOn) => {
        const date = addDays('2000-01-01', offset);
        const first = startOfWeek(date, weekStartsOn);
        expect(dayOfWeek(first)).toBe(weekStartsOn);
        expect(first <= date && date <= addDays(first, 6)).toBe(true);
      }),
    );
  });
});

describe('day numbers', () => {
  it('round-trip any calendar day (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20_000, max: 40_000 }), (offset) => {
        const date = addDays('1990-01-01', offset);
        expect(fromDayNumber(dayNumber(date))).toBe(date);
        expect(dayNumber(addDays(date, 1)) - dayNumber(date)).toBe(1);
        expect(dayOfWeekOfNumber(dayNumber(date))).toBe(dayOfWeek(date));
      }),
    );
  });

  it('name every day of four centuries as the Date object does, leap days and century years included', () => {
    for (let day = dayNumber('1900-01-01'); day <= dayNumber('2300-12-31'); day++) {
      const expected = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (fromDayNumber(day) !== expected) expect(fromDayNumber(day)).toBe(expected);
    }
    expect(fromDayNumber(dayNumber('2000-02-29'))).toBe('2000-02-29');
    expect(fromDayNumber(dayNumber('2100-03-01'))).toBe('2100-03-01');
    expect(fromDayNumber(dayNumber('1970-01-01') - 1)).toBe('1969-12-31');
  });
});
