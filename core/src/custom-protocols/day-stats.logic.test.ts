import { describe, expect, it } from 'vitest';
import { dayStats } from './day-stats.logic';
import type { EvaluatedDay } from './day-state.logic';

/** Days from 2026-03-01 on: a state per day, `-` for a day the schedule does not ask for. */
const daysOf = (states: ReadonlyArray<EvaluatedDay['state'] | `-${EvaluatedDay['state']}`>): EvaluatedDay[] =>
  states.map((written, index) => ({
    date: `2026-03-${String(index + 1).padStart(2, '0')}`,
    state: written.replace('-', '') as EvaluatedDay['state'],
    scheduled: !written.startsWith('-'),
    figures: {},
    progress: 0,
  }));

describe('dayStats: counts', () => {
  it('counts each state over scheduled days only, unknown apart from not done', () => {
    const { counts } = dayStats(daysOf(['done', 'done', 'partial', 'notDone', 'unknown', 'skipped', 'paused', '-done', '-unknown']));
    expect(counts).toEqual({ done: 2, partial: 1, notDone: 1, skipped: 1, paused: 1, unknown: 1 });
  });
});

describe('dayStats: streak', () => {
  it('counts done days back from the last day and stops at the first day not done', () => {
    expect(dayStats(daysOf(['done', 'notDone', 'done', 'done'])).streak).toBe(2);
    expect(dayStats(daysOf(['done', 'partial', 'done'])).streak).toBe(1);
    expect(dayStats(daysOf(['done', 'done', 'notDone'])).streak).toBe(0);
  });

  it('an unknown day breaks it, except the last day (today, not logged yet)', () => {
    expect(dayStats(daysOf(['done', 'done', 'unknown'])).streak).toBe(2);
    expect(dayStats(daysOf(['done', 'unknown', 'done'])).streak).toBe(1);
    expect(dayStats(daysOf(['done', 'unknown', 'unknown'])).streak).toBe(0);
  });

  it('skipped and paused days pass over without breaking or adding', () => {
    expect(dayStats(daysOf(['done', 'skipped', 'paused', 'paused', 'done'])).streak).toBe(2);
    expect(dayStats(daysOf(['notDone', 'skipped', 'done', 'skipped'])).streak).toBe(1);
  });

  it('unscheduled days pass over, even when nothing was logged on them', () => {
    expect(dayStats(daysOf(['done', '-unknown', '-notDone', 'done'])).streak).toBe(2);
    expect(dayStats(daysOf(['done', '-done', 'done'])).streak).toBe(3);
  });

  it('3 in 7: a day not done keeps it alive while the 7 days ending on it hold 3 done days', () => {
    const threeInSeven = { kind: 'frequency', times: 3, days: 7 } as const;
    // Monday, Wednesday, Friday done. Saturday (index 5) holds 3 in its window and keeps it alive;
    // Thursday's window holds only 2 (the range starts on Monday), so the streak is Friday alone.
    const week = daysOf(['done', 'notDone', 'done', 'notDone', 'done', 'notDone', 'unknown']);
    expect(dayStats(week, threeInSeven).streak).toBe(1);
    expect(dayStats(week, { kind: 'daily' }).streak).toBe(0);
    // Two such weeks: every day back to the first Friday holds 3 done days in its 7; the first
    // Thursday does not. Done days counted: both Fridays, second Wednesday, second Monday.
    const twoWeeks = daysOf([...Array(2)].flatMap(() => ['done', 'notDone', 'done', 'notDone', 'done', 'notDone', 'notDone'] as const));
    expect(dayStats(twoWeeks, threeInSeven).streak).toBe(4);
    expect(dayStats(twoWeeks, { kind: 'frequency', times: 4, days: 7 }).streak).toBe(0);
  });

  it('is 0 with no days', () => {
    expect(dayStats([])).toEqual({ counts: { done: 0, partial: 0, notDone: 0, skipped: 0, paused: 0, unknown: 0 }, streak: 0 });
  });
});
