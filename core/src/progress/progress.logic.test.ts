import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../common/calendar.logic';
import {
  adherenceMessage,
  adherenceOver,
  adherencePercent,
  average,
  changePercent,
  currentStreak,
  daysInRange,
  heartRateTrend,
  localDaysOf,
  longestStreak,
  progressStartDay,
  protocolKeysOf,
  ringColour,
  targetForDays,
} from './progress.logic';

const set = (...days: string[]) => new Set(days);

describe('local days', () => {
  it('puts 23:59 and 00:01 local time on different days, far from UTC', () => {
    // 23:59 and 00:01 in Auckland (UTC+13 in November) and Los Angeles (UTC-8).
    const auckland = localDaysOf([new Date('2026-11-20T10:59:00Z'), new Date('2026-11-20T11:01:00Z')], 'Pacific/Auckland');
    expect([...auckland]).toEqual(['2026-11-20', '2026-11-21']);
    const losAngeles = localDaysOf([new Date('2026-11-21T07:59:00Z'), new Date('2026-11-21T08:01:00Z')], 'America/Los_Angeles');
    expect([...losAngeles]).toEqual(['2026-11-20', '2026-11-21']);
  });

  it('counts a day once, however many logs it has: a DST night with 01:30 twice in New York is one day', () => {
    const days = localDaysOf([new Date('2026-11-01T05:30:00Z'), new Date('2026-11-01T06:30:00Z')], 'America/New_York');
    expect([...days]).toEqual(['2026-11-01']);
    expect(daysInRange(new Set([10, 11, 15]), 11, 15)).toBe(2);
    expect(daysInRange(new Set([10, 11, 15]), 11, 11)).toBe(1);
    expect(daysInRange(new Set([10, 11, 15]), 16, 20)).toBe(0);
  });
});

describe('streaks', () => {
  it('is zero for an empty history', () => {
    expect(currentStreak(set(), '2026-11-21')).toBe(0);
    expect(longestStreak(set())).toBe(0);
  });

  it('counts consecutive days ending today', () => {
    expect(currentStreak(set('2026-11-19', '2026-11-20', '2026-11-21'), '2026-11-21')).toBe(3);
  });

  it('keeps yesterday’s streak alive while today has nothing yet', () => {
    expect(currentStreak(set('2026-11-19', '2026-11-20'), '2026-11-21')).toBe(2);
  });

  it('breaks on a gap', () => {
    expect(currentStreak(set('2026-11-17', '2026-11-18', '2026-11-20', '2026-11-21'), '2026-11-21')).toBe(2);
    expect(currentStreak(set('2026-11-18', '2026-11-19'), '2026-11-21')).toBe(0);
    expect(longestStreak(set('2026-11-01', '2026-11-02', '2026-11-03', '2026-11-10', '2026-11-11'))).toBe(3);
  });

  it('crosses month, year and DST boundaries', () => {
    expect(currentStreak(set('2026-10-31', '2026-11-01', '2026-11-02'), '2026-11-02')).toBe(3);
    expect(currentStreak(set('2026-12-31', '2027-01-01'), '2027-01-01')).toBe(2);
  });

  it('never exceeds the longest streak or the number of days (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 40 }), (offsets) => {
        const days = new Set(offsets.map((offset) => addDays('2026-10-01', offset)));
        const current = currentStreak(days, '2026-11-30');
        expect(current).toBeLessThanOrEqual(longestStreak(days));
        expect(longestStreak(days)).toBeLessThanOrEqual(days.size);
      }),
    );
  });
});

describe('adherence', () => {
  it('is the completed count over the target, rounded, capped at 100', () => {
    expect(adherencePercent(7, 14)).toBe(50);
    expect(adherencePercent(13, 14)).toBe(93);
    expect(adherencePercent(20, 14)).toBe(100);
    expect(adherencePercent(0, 0)).toBe(0);
  });

  it.each([
    [61, 'green', 'Good Progress'],
    [60, 'amber', 'Getting Started'],
    [31, 'amber', 'Getting Started'],
    [30, 'red', 'Getting Started'],
    [81, 'green', 'Excellent!'],
    [80, 'green', 'Good Progress'],
  ] as const)('%i %% → %s ring, %s', (percent, colour, message) => {
    expect(ringColour(percent)).toBe(colour);
    expect(adherenceMessage(percent)).toBe(message);
  });
});

describe('the days a range counts and their targets', () => {
  it('starts at the first logged day, even before the account existed (imported history)', () => {
    // Signed up on day 100, first log on day 103: days 100–102 are not counted.
    expect(progressStartDay(103, 100, 110)).toBe(103);
    // History imported from before the account: it stays visible.
    expect(progressStartDay(40, 100, 110)).toBe(40);
    // Nothing logged yet: the day the account was created.
    expect(progressStartDay(null, 100, 110)).toBe(100);
    // A log on a day the current zone has not reached yet (moved west) never starts after today.
    expect(progressStartDay(111, 100, 110)).toBe(110);
  });

  it('scales weekly targets to the counted days, never below 1', () => {
    expect([1, 2, 7, 30].map((days) => targetForDays(7, days))).toEqual([1, 2, 7, 30]);
    expect([1, 2, 7, 30].map((days) => targetForDays(4, days))).toEqual([1, 1, 4, 17]);
    expect([1, 2, 7, 30].map((days) => targetForDays(3, days))).toEqual([1, 1, 3, 13]);
    expect(targetForDays(3, 0)).toBe(0);
  });

  it('caps each protocol at its own target: day one with 30-30-30 and a cold session is 2 of 3', () => {
    expect(adherenceOver({ thirtyThirtyThirty: 1, fasting: 0, coldExposure: 1 }, 1)).toEqual({
      completed: 2,
      target: 3,
      percent: 67,
      targets: { thirtyThirtyThirty: 1, fasting: 1, coldExposure: 1 },
    });
    // A full week where cold was done 6 times still only fills its 3.
    expect(adherenceOver({ thirtyThirtyThirty: 7, fasting: 2, coldExposure: 6 }, 7)).toMatchObject({
      completed: 12,
      target: 14,
      percent: 86,
    });
    expect(adherenceOver({ thirtyThirtyThirty: 0, fasting: 0, coldExposure: 0 }, 30)).toMatchObject({ target: 60, percent: 0 });
  });

  it('counts exactly the protocols it is given, in display order', () => {
    expect(protocolKeysOf({ coldExposure: 1, thirtyThirtyThirty: 2 })).toEqual(['thirtyThirtyThirty', 'coldExposure']);
    expect(adherenceOver({ fasting: 3 }, 7)).toEqual({ completed: 3, target: 4, percent: 75, targets: { fasting: 4 } });
  });
});

describe('biometric statistics', () => {
  it('rounds averages and change per docs/product.md §9', () => {
    expect(average([180.26, 181.31], 1)).toBe(180.8);
    expect(average([58, 61, 60])).toBe(60);
    expect(average([])).toBeNull();
    expect(changePercent(200, 190)).toBe(-5);
    expect(changePercent(183, 180.5)).toBe(-1.4);
    expect(changePercent(undefined, 1)).toBeNull();
  });

  it('needs seven heart-rate readings for a trend and compares first three with last three', () => {
    expect(heartRateTrend([60, 60, 60, 60, 60, 60])).toBeNull();
    expect(heartRateTrend([70, 66, 65, 64, 63, 62, 61, 60, 59])).toEqual({ direction: 'improving', earlierAverage: 64, recentAverage: 60 });
    expect(heartRateTrend([60, 60, 60, 61, 60, 60, 60])?.direction).toBe('stable');
    expect(heartRateTrend([55, 55, 55, 60, 62, 63, 64])?.direction).toBe('worsening');
  });
});
