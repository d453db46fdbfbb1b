import { EMPTY_CHECKLIST } from '@uh/core/checklist/checklist.logic';
import type { Checklist } from '@uh/core/checklist/checklist.schema';
import { describe, expect, it } from 'vitest';
import { hydrationHint, weeklyDays, withQueuedTicks } from './checklist-view';

const day = (date: string, done = 0): Checklist => {
  const keys = Object.keys(EMPTY_CHECKLIST) as (keyof typeof EMPTY_CHECKLIST)[];
  return { id: null, userId: 1, date, ...EMPTY_CHECKLIST, ...Object.fromEntries(keys.slice(0, done).map((key) => [key, true])) };
};

describe('hydration hint', () => {
  it('works out the ounces from the latest weight', () => {
    expect(hydrationHint(180)).toBe('Drink 90 oz of water (half your 180 lbs body weight)');
    expect(hydrationHint(181.4)).toBe('Drink 91 oz of water (half your 181 lbs body weight)');
  });

  it('falls back to the rule when no weight is logged', () => {
    expect(hydrationHint(null)).toBe('Half body weight in lbs, as ounces of water');
    expect(hydrationHint(180, 'kg')).toBe('Drink 90 oz (2.7 L) of water (based on your 81.6 kg body weight)');
  });
});

describe('weekly circles', () => {
  const week = [
    day('2026-11-16', 8),
    day('2026-11-17', 5),
    day('2026-11-18', 1),
    day('2026-11-19', 0),
    day('2026-11-20', 2),
    day('2026-11-21', 0),
    day('2026-11-22', 0),
  ];

  it('labels Monday to Sunday with each percentage and circle', () => {
    const days = weeklyDays(week, '2026-11-20');
    expect(days.map((entry) => entry.weekday)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(days.map((entry) => entry.circle)).toEqual(['complete', 'partial', 'started', 'missed', 'started', 'empty', 'empty']);
    expect(days.map((entry) => entry.label)).toEqual([
      'Mon: 100%',
      'Tue: 63%',
      'Wed: 13%',
      'Thu: 0% (missed)',
      'Fri: 25% (today)',
      'Sat: 0%',
      'Sun: 0%',
    ]);
  });

  it('never marks today as missed', () => {
    const [today] = weeklyDays([day('2026-11-16')], '2026-11-16');
    expect(today).toMatchObject({ circle: 'empty', isToday: true, label: 'Mon: 0% (today)' });
  });

  it('does not count days before the account existed as missed', () => {
    const days = weeklyDays(week, '2026-11-20', '2026-11-19');
    expect(days.map((entry) => entry.circle)).toEqual(['complete', 'partial', 'started', 'missed', 'started', 'empty', 'empty']);
    const fresh = weeklyDays([day('2026-11-16'), day('2026-11-17'), day('2026-11-18')], '2026-11-18', '2026-11-17');
    expect(fresh.map((entry) => entry.circle)).toEqual(['empty', 'missed', 'empty']);
  });

  it('shows only the first seven days', () => {
    expect(weeklyDays([...week, day('2026-11-23')], '2026-11-20')).toHaveLength(7);
  });
});

describe('withQueuedTicks', () => {
  const today = { ...day('2026-11-24'), sunlightExposureCompleted: false, supplementsCompleted: true };
  const tick = (date: string, body: object, failure: string | null = null) => ({ url: `/api/daily-checklist/${date}`, body, failure });

  it('shows the day with the ticks made offline, in the order they were made', () => {
    const shown = withQueuedTicks(today, [
      tick('2026-11-24', { sunlightExposureCompleted: true }),
      tick('2026-11-24', { supplementsCompleted: false }),
      tick('2026-11-24', { sunlightExposureCompleted: false }),
      tick('2026-11-24', { sunlightExposureCompleted: true }),
    ]);
    expect(shown).toMatchObject({ sunlightExposureCompleted: true, supplementsCompleted: false });
  });

  it('leaves other days’ ticks and refused ones out', () => {
    const shown = withQueuedTicks(today, [
      tick('2026-11-23', { sunlightExposureCompleted: true }),
      tick('2026-11-24', { supplementsCompleted: false }, 'date must be a real calendar date'),
    ]);
    expect(shown).toEqual(today);
  });
});
