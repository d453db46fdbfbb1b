import { describe, expect, it } from 'vitest';
import { analyseExperiment, meaningfulProbability, moreDaysEstimate, ropeProbability, stopNow } from './experiment-analysis.logic';
import { assignedOn, experimentPlan } from './experiment-schedule.logic';
import { experimentDesignSchema, type StoppingRule } from './experiments.schema';

// Reference values of Student's t with 10 degrees of freedom (as printed in tables, and by R's pt/qt):
//   F(1) = 0.829553, F(2) = 0.963306, F⁻¹(0.8) = 0.879058, F⁻¹(0.9) = 1.372184.
const t10 = (location: number, scale: number) => ({ location, scale, df: 10 });

describe('the effect’s probabilities', () => {
  it('P(meaningful) reads the hoped direction', () => {
    // Mean 2, scale 1, smallest change 1: P(effect ≥ 1) = P(T ≥ (1 − 2)/1) = P(T ≤ 1) = 0.829553.
    expect(meaningfulProbability(t10(2, 1), 1, 'increase')).toBeCloseTo(0.829553, 5);
    // Hoping for a decrease with mean −2: P(effect ≤ −1) is the same by symmetry.
    expect(meaningfulProbability(t10(-2, 1), 1, 'decrease')).toBeCloseTo(0.829553, 5);
    // At the edge: P(effect ≥ 2) with mean 2 is one half.
    expect(meaningfulProbability(t10(2, 1), 2, 'increase')).toBeCloseTo(0.5, 10);
    // The hoped way at all (a smallest change of 0): P(effect > 0) = P(T ≤ 2) = 0.963306.
    expect(meaningfulProbability(t10(2, 1), 0, 'increase')).toBeCloseTo(0.963306, 5);
  });

  it('P(within ±smallest change) is the t’s mass between the two edges', () => {
    // Mean 0, scale 1, ±1: F(1) − F(−1) = 2·0.829553 − 1 = 0.659107.
    expect(ropeProbability(t10(0, 1), 1)).toBeCloseTo(0.659107, 5);
    // Mean 1, scale 1, ±1: F(0) − F(−2) = 0.5 − (1 − 0.963306) = 0.463306.
    expect(ropeProbability(t10(1, 1), 1)).toBeCloseTo(0.463306, 5);
  });
});

describe('moreDaysEstimate', () => {
  it('shrinks the scale with √n until P(meaningful) would reach 0.8', () => {
    // Mean 1.5, scale 1, smallest change 1, 20 days analysed. P(meaningful) ≥ 0.8 needs
    // (1.5 − 1) / s ≥ 0.879058, so s ≤ 0.568791; n' = 20 · (1 / 0.568791)² = 61.82, so 42 more days.
    expect(moreDaysEstimate(t10(1.5, 1), 20, 1, 'increase')).toBe(42);
  });

  it('or until P(within ±smallest change) would reach 0.8', () => {
    // Mean 0, scale 1, ±1: 2·F(1/s) − 1 ≥ 0.8 needs 1/s ≥ 1.372184, s ≤ 0.728765;
    // n' = 20 · (1 / 0.728765)² = 37.66, so 18 more days.
    expect(moreDaysEstimate(t10(0, 1), 20, 1, 'increase')).toBe(18);
  });

  it('gives no count when no number of days would settle it at this mean', () => {
    // Mean exactly at the smallest change: P(meaningful) stays ½, and the mean is not inside ±1.
    expect(moreDaysEstimate(t10(1, 1), 20, 1, 'increase')).toBeNull();
    // Mean on the wrong side: hoping for a rise, the estimate is a fall of 2.
    expect(moreDaysEstimate(t10(-2, 1), 20, 1, 'increase')).toBeNull();
    // Out of reach: mean 1.01 against 1 would need far more than a year.
    expect(moreDaysEstimate(t10(1.01, 1), 20, 1, 'increase')).toBeNull();
  });
});

describe('stopNow', () => {
  const early: StoppingRule = { kind: 'early', threshold: 0.95, minDays: 14 };
  it('ends a fixed experiment only when its plan ends', () => {
    expect(stopNow({ kind: 'fixed' }, 20, 27, true, 0.999, 0)).toBe(false);
    expect(stopNow({ kind: 'fixed' }, 27, 27, true, 0.1, 0.1)).toBe(true);
  });
  it('ends an early-stopping one once minDays have passed and a probability reaches its threshold', () => {
    expect(stopNow(early, 13, 27, true, 0.99, 0)).toBe(false);
    expect(stopNow(early, 14, 27, true, 0.94, 0)).toBe(false);
    expect(stopNow(early, 14, 27, true, 0.96, 0)).toBe(true);
    expect(stopNow(early, 14, 27, true, 0, 0.95)).toBe(true);
    expect(stopNow(early, 14, 27, false, 0.99, 0)).toBe(false);
  });
});

describe('analyseExperiment', () => {
  // Default ABAB from Monday 2026-03-02: 7 baseline days, then on, off, on, off, on (27 days).
  const plan = experimentPlan(experimentDesignSchema.parse({ kind: 'abab' }), '2026-03-02', 7);
  const followed = new Map(plan.map((entry, index) => [entry.day, assignedOn(plan, index)] as const));
  // A small fixed wobble so the outcome is not exactly linear (the noise variance is not 0).
  const wobble = (index: number) => [0.3, -0.2, 0.1, -0.3, 0.2, 0, -0.1][index % 7]!;
  const base = { plan, done: followed, direction: 'increase' as const, stopping: { kind: 'fixed' } as const, daysElapsed: plan.length };

  it('finds a clear 3 ms rise likely meaningful against a smallest change of 1 ms', () => {
    const outcomes = new Map(plan.map((entry, index) => [entry.day, 60 + 3 * followed.get(entry.day)! + wobble(index)] as const));
    const result = analyseExperiment({ ...base, outcomes, smallestChange: 1 });
    expect(result.verdict).toBe('likelyMeaningful');
    expect(result.probabilityMeaningful).toBeGreaterThan(0.95);
    // Shrunk a little towards 0 by the prior, but near 3 and inside its interval.
    expect(result.effect.mean).toBeGreaterThan(2.3);
    expect(result.effect.mean).toBeLessThan(3.1);
    expect(result.effect.low).toBeLessThan(result.effect.mean);
    expect(result.effect.high).toBeGreaterThan(result.effect.mean);
    expect(result).toMatchObject({
      analysedDays: 27,
      daysOn: 12,
      daysOff: 15,
      notFollowedDays: [],
      unknownDays: [],
      stopNow: true,
      moreDays: null,
    });
  });

  it('finds no meaningful effect when the outcome ignores the habit and the smallest change is large', () => {
    const outcomes = new Map(plan.map((entry, index) => [entry.day, 60 + wobble(index)] as const));
    const result = analyseExperiment({ ...base, outcomes, smallestChange: 1 });
    expect(result.verdict).toBe('likelyNoMeaningfulEffect');
    expect(result.probabilityNoMeaningfulEffect).toBeGreaterThanOrEqual(0.8);
  });

  it('gives P(the hoped way at all) from the same posterior, and its mirror when hoping for a decrease', () => {
    const outcomes = new Map(plan.map((entry, index) => [entry.day, 60 + 0.4 * followed.get(entry.day)! + 4 * wobble(index)] as const));
    const rise = analyseExperiment({ ...base, outcomes, smallestChange: 1 });
    const fall = analyseExperiment({ ...base, outcomes, smallestChange: 1, direction: 'decrease' });
    expect(rise.probabilityHopedDirection + fall.probabilityHopedDirection).toBeCloseTo(1, 12);
    expect(rise.probabilityHopedDirection).toBeGreaterThan(rise.probabilityMeaningful);
  });

  it('says how many more days when inconclusive', () => {
    // A 1-point rise under noise 8 times the wobble's, against a smallest change of 0.5: the mean is
    // past 0.5 but the spread too wide for 0.8.
    const noisy = (index: number) => 8 * wobble(index) + 1.6 * Math.sin(2.1 * index);
    const outcomes = new Map(plan.map((entry, index) => [entry.day, 60 + followed.get(entry.day)! + noisy(index)] as const));
    const result = analyseExperiment({ ...base, outcomes, smallestChange: 0.5 });
    expect(result.verdict).toBe('inconclusive');
    expect(result.effect.mean).toBeGreaterThan(0.5);
    expect(result.probabilityMeaningful).toBeLessThan(0.8);
    // Going the hoped way at all asks less than going it by the smallest change.
    expect(result.probabilityHopedDirection).toBeGreaterThan(result.probabilityMeaningful);
    expect(result.probabilityHopedDirection).toBeGreaterThan(0.5);
    expect(result.moreDays).toBeGreaterThan(0);
    expect(result.moreDays).toBeLessThan(60);
  });

  it('analyses a day against the plan as it was done, lists it, and leaves unknown days out', () => {
    // Day 7 was an on day not done; day 11 an off day done; day 8 has nothing logged.
    const done = new Map(followed);
    done.set(plan[7]!.day, 0);
    done.set(plan[11]!.day, 1);
    done.delete(plan[8]!.day);
    const outcomes = new Map(plan.map((entry, index) => [entry.day, 60 + 3 * (done.get(entry.day) ?? 0) + wobble(index)] as const));
    const result = analyseExperiment({ ...base, done, outcomes, smallestChange: 1 });
    expect(result.notFollowedDays).toEqual([plan[7]!.day, plan[11]!.day]);
    expect(result.unknownDays).toEqual([plan[8]!.day]);
    // 27 days − 1 unknown = 26; on days: 12 planned − day 7 − day 8 + day 11 = 11.
    expect(result).toMatchObject({ analysedDays: 26, daysOn: 11, daysOff: 15 });
    expect(result.verdict).toBe('likelyMeaningful');
  });

  it('gives no verdict before 3 analysed days with and without, and looks only at days that have passed', () => {
    const outcomes = new Map(plan.map((entry, index) => [entry.day, 60 + 3 * followed.get(entry.day)! + wobble(index)] as const));
    // 9 days: 7 baseline and 2 on days.
    const early = analyseExperiment({ ...base, outcomes, smallestChange: 1, daysElapsed: 9 });
    expect(early).toMatchObject({ verdict: 'inconclusive', moreDays: null, analysedDays: 9, daysOn: 2, stopNow: false });
    expect(early.compliance).toHaveLength(9);
  });
});
