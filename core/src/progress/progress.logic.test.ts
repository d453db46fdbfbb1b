import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../common/calendar.logic';
import {
  adherenceMessage,
  adherencePercent,
  average,
  changePercent,
  countByLocalDay,
  currentStreak,
  DAILY_FREQUENCY,
  habitStrength,
  heartRateTrend,
  longestStreak,
  ringColour,
} from './progress.logic';

const set = (...days: string[]) => new Set(days);

describe('local days', () => {
  it('puts 23:59 and 00:01 local time on different days, far from UTC', () => {
    // 23:59 and 00:01 in Auckland (UTC+13 in November) and Los Angeles (UTC-8).
    const auckland = countByLocalDay([new Date('2026-11-20T10:59:00Z'), new Date('2026-11-20T11:01:00Z')], 'Pacific/Auckland');
    expect([...auckland.keys()]).toEqual(['2026-11-20', '2026-11-21']);
    const losAngeles = countByLocalDay([new Date('2026-11-21T07:59:00Z'), new Date('2026-11-21T08:01:00Z')], 'America/Los_Angeles');
    expect([...losAngeles.keys()]).toEqual(['2026-11-20', '2026-11-21']);
  });

  it('counts two completions on one day once per day for streaks, twice for weekly counts', () => {
    const counts = countByLocalDay([new Date('2026-11-20T08:00:00Z'), new Date('2026-11-20T18:00:00Z')], 'UTC');
    expect(counts.get('2026-11-20')).toBe(2);
  });

  it('handles a DST night: 01:30 twice in New York is still one day', () => {
    const counts = countByLocalDay([new Date('2026-11-01T05:30:00Z'), new Date('2026-11-01T06:30:00Z')], 'America/New_York');
    expect([...counts.entries()]).toEqual([['2026-11-01', 2]]);
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

describe('habit strength', () => {
  const daily = (from: string, count: number) => new Map(Array.from({ length: count }, (_, index) => [addDays(from, index), 1]));

  it('is zero without history and grows with daily practice', () => {
    expect(habitStrength(new Map(), 1, null, '2026-11-21')).toBe(0);
    const month = habitStrength(daily('2026-10-23', 30), 1, '2026-10-23', '2026-11-21');
    expect(month).toBeGreaterThan(0.75);
  });

  it('drops only a little after one missed day', () => {
    const counts = daily('2026-10-22', 30);
    const before = habitStrength(counts, DAILY_FREQUENCY.thirtyThirtyThirty, '2026-10-22', '2026-11-20');
    const afterMiss = habitStrength(counts, DAILY_FREQUENCY.thirtyThirtyThirty, '2026-10-22', '2026-11-21');
    expect(before - afterMiss).toBeLessThan(0.06);
    expect(afterMiss).toBeGreaterThan(0.7);
  });

  it('reaches the top for a weekly habit done as often as its target', () => {
    const counts = new Map<string, number>();
    for (let week = 0; week < 40; week++) for (const day of [0, 2, 4, 6]) counts.set(addDays('2026-02-01', week * 7 + day), 1);
    expect(habitStrength(counts, DAILY_FREQUENCY.fasting, '2026-02-01', '2026-11-06')).toBeGreaterThan(0.95);
  });

  it('stays within [0, 1] (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 90 }), { maxLength: 120 }), fc.constantFrom(1, 4 / 7, 3 / 7), (offsets, frequency) => {
        const counts = countByLocalDay(
          offsets.map((offset) => new Date(Date.parse('2026-08-01T12:00:00Z') + offset * 86_400_000)),
          'UTC',
        );
        const score = habitStrength(counts, frequency, '2026-08-01', '2026-11-01');
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('biometric statistics', () => {
  it('rounds averages and change per spec §9', () => {
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
