import { describe, expect, it } from 'vitest';
import {
  firstName,
  formatDateTime,
  formatDay,
  formatFullDate,
  formatIsoDate,
  formatLongDate,
  formatSessionLength,
  formatSleepHours,
  formatWhen,
  sleepHoursFigure,
} from './format';

describe('firstName', () => {
  it('takes the first word of the display name', () => {
    expect(firstName('Robin Tester')).toBe('Robin');
    expect(firstName('  Ada  ')).toBe('Ada');
  });
});

describe('dates in the user time zone', () => {
  // 2026-11-22 03:30 UTC is still Saturday the 21st in New York.
  const instant = '2026-11-22T03:30:00.000Z';

  it('formats the full date of an instant in the given zone', () => {
    expect(formatFullDate(new Date(instant), 'America/New_York')).toBe('Saturday, November 21, 2026');
    expect(formatFullDate(new Date(instant), 'Europe/Paris')).toBe('Sunday, November 22, 2026');
  });

  it('formats a long date and a date with time', () => {
    expect(formatLongDate(instant, 'America/New_York')).toBe('November 21, 2026');
    expect(formatDateTime(instant, 'UTC')).toMatch(/^November 22, 2026 at 3:30\sAM$/);
    expect(formatDateTime(null, 'UTC')).toBe('—');
    expect(formatIsoDate(new Date(instant), 'America/New_York')).toBe('2026-11-21');
  });
});

describe('the year, shown whenever it is not this year in the person’s zone', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');

  it('dates an instant with its weekday and time, and the year only for another year', () => {
    expect(formatWhen('2026-11-16T07:05:00Z', 'UTC', now, { weekday: true, time: true })).toMatch(/^Mon, Nov 16, 7:05\sAM$/);
    expect(formatWhen('2024-01-01T01:40:00Z', 'UTC', now, { weekday: true, time: true })).toMatch(/^Mon, Jan 1, 2024, 1:40\sAM$/);
    expect(formatWhen('2025-12-31T10:00:00Z', 'UTC', now)).toBe('Dec 31, 2025');
    expect(formatWhen('2026-02-03T10:00:00Z', 'UTC', now)).toBe('Feb 3');
  });

  it('decides "this year" in the person’s zone, for the instant and for now', () => {
    // 2025-12-31 23:30 in New York is already 2026 in UTC.
    expect(formatWhen('2026-01-01T04:30:00Z', 'America/New_York', now)).toBe('Dec 31, 2025');
    expect(formatWhen('2026-01-01T04:30:00Z', 'UTC', now)).toBe('Jan 1');
    // New Year's Eve 2026, 20:00 in Los Angeles, is 2027 in Auckland: there the same day is last year.
    const newYearsEve = Date.parse('2027-01-01T04:00:00Z');
    expect(formatWhen('2026-12-30T12:00:00Z', 'America/Los_Angeles', newYearsEve)).toBe('Dec 30');
    expect(formatWhen('2026-12-30T12:00:00Z', 'Pacific/Auckland', newYearsEve)).toBe('Dec 31, 2026');
  });

  it('dates a calendar day against today', () => {
    expect(formatDay('2026-11-16', '2026-11-21')).toBe('Nov 16');
    expect(formatDay('2025-12-31', '2026-01-02')).toBe('Dec 31, 2025');
    expect(formatDay('2025-12-31', '2026-01-02', { isCompact: true })).toBe('12/31/25');
    expect(formatDay('2026-11-16', '2026-11-21', { isCompact: true })).toBe('Nov 16');
    expect(formatDay('2026-11-16', '2026-11-21', { weekday: true })).toBe('Mon, Nov 16');
  });
});

describe('one way to write a logged session and hours of sleep', () => {
  it('writes a session under a minute in seconds, and longer ones as on the stopwatch', () => {
    expect(formatSessionLength(34)).toBe('34 s');
    expect(formatSessionLength(0)).toBe('0 s');
    expect(formatSessionLength(59.9)).toBe('59 s');
    expect(formatSessionLength(60)).toBe('1:00');
    expect(formatSessionLength(152)).toBe('2:32');
    expect(formatSessionLength(3725)).toBe('1:02:05');
  });

  it('rounds sleep to one decimal, always showing it', () => {
    expect(formatSleepHours(7.5)).toBe('7.5 h');
    expect(formatSleepHours(7)).toBe('7.0 h');
    expect(formatSleepHours(6.25)).toBe('6.3 h');
    expect(formatSleepHours(7.283333)).toBe('7.3 h');
    expect(sleepHoursFigure(8.04)).toBe('8.0');
  });
});
