import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HABIT_FREQUENCY, habitStrengthOfDays, type HabitFrequency } from './habit-strength.logic';

/**
 * The rule written another way, to check against: the closed form of the smoothing,
 * score_T = Σ_t v_t·(1−m)·m^(T−t), with each day's window counted from a plain list.
 */
function reference(loggedDays: readonly number[], times: number, days: number, today: number): number {
  const distinct = [...new Set(loggedDays)].filter((day) => day <= today);
  if (distinct.length === 0) return 0;
  const first = Math.min(...distinct);
  const f = times / days;
  const [needed, window] = f < 1 ? [times * 2, days * 2] : [times, days];
  const m = Math.pow(0.5, Math.sqrt(f) / 13);
  let score = 0;
  for (let t = first; t <= today; t++) {
    const doneInWindow = distinct.filter((day) => day > t - window && day <= t).length;
    score += Math.min(1, doneInWindow / needed) * (1 - m) * Math.pow(m, today - t);
  }
  return score;
}

const strength = (days: readonly number[], frequency: HabitFrequency, today: number) =>
  habitStrengthOfDays(new Set(days), frequency, today);

const weeksOf = (weeks: number, weekdays: readonly number[]) =>
  Array.from({ length: weeks }, (_, week) => weekdays.map((weekday) => week * 7 + weekday)).flat();

describe('habit strength (Loop Habit Tracker)', () => {
  const daily = HABIT_FREQUENCY.thirtyThirtyThirty;
  const mDaily = 0.5 ** (1 / 13);

  it('is 0 with no completion, and 0 before the first one', () => {
    expect(strength([], daily, 100)).toBe(0);
    expect(strength([50], HABIT_FREQUENCY.fasting, 49)).toBe(0);
  });

  it('daily: one done day scores 1 − 0.5^(1/13) ≈ 0.0519', () => {
    expect(strength([0], daily, 0)).toBeCloseTo(0.0519224857, 9);
    expect(strength([0], daily, 0)).toBeCloseTo(1 - mDaily, 12);
  });

  it('daily: done, done, missed, done (worked step by step)', () => {
    const day0 = 1 - mDaily;
    const day1 = day0 * mDaily + (1 - mDaily);
    const day2 = day1 * mDaily;
    const day3 = day2 * mDaily + (1 - mDaily);
    expect(strength([0, 1, 3], daily, 3)).toBeCloseTo(day3, 12);
    expect(strength([0, 1, 3], daily, 3)).toBeCloseTo(0.1428403868, 9);
  });

  it('3/7: one session on the first day is worth a sixth of the day (window 14, 6 needed)', () => {
    const m = 0.5 ** (Math.sqrt(3 / 7) / 13);
    expect(strength([0], HABIT_FREQUENCY.coldExposure, 0)).toBeCloseTo((1 / 6) * (1 - m), 12);
    expect(strength([0], HABIT_FREQUENCY.coldExposure, 0)).toBeCloseTo(0.0057172197, 9);
  });

  it('3/7: Monday, Wednesday, Friday for three weeks', () => {
    const days = weeksOf(3, [0, 2, 4]);
    expect(strength(days, HABIT_FREQUENCY.coldExposure, 20)).toBeCloseTo(0.4125516984, 9);
    expect(strength(days, HABIT_FREQUENCY.coldExposure, 20)).toBeCloseTo(reference(days, 3, 7, 20), 12);
  });

  it('4/7: four fasts a week for three weeks', () => {
    const days = weeksOf(3, [0, 1, 3, 5]);
    expect(strength(days, HABIT_FREQUENCY.fasting, 20)).toBeCloseTo(0.4521343718, 9);
    expect(strength(days, HABIT_FREQUENCY.fasting, 20)).toBeCloseTo(reference(days, 4, 7, 20), 12);
  });

  it('1/7: once a week on a different weekday each week', () => {
    // Monday, Tuesday, Wednesday, … of successive weeks: always 1 or 2 in the 14-day window.
    const days = [0, 8, 16, 24, 32, 40];
    expect(strength(days, { times: 1, days: 7 }, 44)).toBeCloseTo(0.503889288, 9);
    expect(strength(days, { times: 1, days: 7 }, 44)).toBeCloseTo(reference(days, 1, 7, 44), 12);
  });

  it('1/2 and 2/3', () => {
    expect(strength([0, 2, 4, 6, 8, 10], { times: 1, days: 2 }, 11)).toBeCloseTo(0.3390083279, 9);
    expect(strength([0, 1, 3, 4, 6, 7, 9], { times: 2, days: 3 }, 10)).toBeCloseTo(0.3119174499, 9);
  });

  it('counts a day once, however many logs it has', () => {
    const once = habitStrengthOfDays(new Set([0]), HABIT_FREQUENCY.fasting, 3);
    expect(reference([0, 0, 0], 4, 7, 3)).toBeCloseTo(once, 12);
    expect(once).toBeCloseTo(0.0186120633, 9);
  });

  it('reaches the top for a weekly habit kept at its target, and one missed day costs little', () => {
    const fasts = weeksOf(52, [0, 2, 4, 6]);
    expect(strength(fasts, HABIT_FREQUENCY.fasting, 52 * 7 - 1)).toBeGreaterThan(0.95);
    const month = Array.from({ length: 30 }, (_, day) => day);
    const before = strength(month, daily, 29);
    const afterMiss = strength(month, daily, 30);
    expect(before - afterMiss).toBeCloseTo(before * (1 - mDaily), 12);
  });

  it('matches the closed form for any history and frequency, and stays in [0, 1] (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 120 }), { maxLength: 80 }),
        fc.constantFrom([1, 1], [4, 7], [3, 7], [1, 7], [1, 2], [2, 3]),
        fc.integer({ min: 0, max: 130 }),
        (days, [times, period], today) => {
          const score = strength(days, { times: times!, days: period! }, today);
          expect(score).toBeCloseTo(reference(days, times!, period!, today), 10);
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
