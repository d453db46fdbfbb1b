import { describe, expect, it } from 'vitest';
import { addDays } from '../common/calendar.logic';
import { benjaminiHochberg } from './benjamini-hochberg.logic';
import { analysePairs, type PairSeries } from './insight-analysis.logic';
import { seededRandom } from './seeded-random.logic';

const options = { seed: 11, permutations: 400, bootstrapSamples: 400 };

/** `length` days from 2026-01-05 (a Monday), same-day pairs; `factorOn(i)` null for an unknown day. */
function series(
  key: string,
  length: number,
  factorOn: (index: number) => number | null,
  outcomeOf: (factor: number, index: number) => number,
) {
  const days: PairSeries['days'] = [];
  for (let index = 0; index < length; index++) {
    const factor = factorOn(index);
    if (factor === null) continue;
    const day = addDays('2026-01-05', index);
    days.push({ factorDay: day, outcomeDay: day, factor, outcome: outcomeOf(factor, index) });
  }
  return { key, factorKind: 'binary' as const, days };
}

/** Noise that is the same run after run. */
const noise = (seed: number) => {
  const random = seededRandom(seed);
  return () => random.float() - 0.5;
};

describe('analysePairs: the gate', () => {
  it('gives no figures below the gate, only what is missing', () => {
    // 12 days, 10 with and 2 without: 2 more paired days, 3 more without.
    const [analysis] = analysePairs(
      [
        series(
          'a',
          12,
          (index) => (index < 10 ? 1 : 0),
          () => 5,
        ),
      ],
      options,
    );
    expect(analysis).toEqual({
      key: 'a',
      status: 'notEnoughData',
      pairedDays: 12,
      daysWith: 10,
      daysWithout: 2,
      needs: { pairedDays: 2, daysWith: 0, daysWithout: 3 },
      effect: null,
      pValue: null,
      adjustedPValue: null,
    });
  });

  it('leaves unknown days out: they are neither with nor without', () => {
    // 40 calendar days, every third one unknown (14 of them): 26 paired days, none counted as without.
    const noiseOf = noise(1);
    const [analysis] = analysePairs(
      [
        series(
          'a',
          40,
          (index) => (index % 3 === 0 ? null : index % 2),
          () => noiseOf(),
        ),
      ],
      options,
    );
    expect(analysis!.pairedDays).toBe(26);
    expect(analysis!.daysWith + analysis!.daysWithout).toBe(26);
    expect(analysis!.daysWith).toBe(13);
  });

  it('drops days whose figures are not numbers', () => {
    const pair = series(
      'a',
      20,
      (index) => index % 2,
      () => 1,
    );
    pair.days[0]!.outcome = Number.NaN;
    expect(analysePairs([pair], options)[0]!.pairedDays).toBe(19);
  });
});

describe('analysePairs: the test and the effect', () => {
  // A habit kept in some weeks of 16, and an outcome 2 higher on its days. (Strictly alternating
  // weeks would repeat in every 14-day block, and no order of the blocks could tell them apart.)
  const keptWeeks = [1, 1, 0, 1, 0, 0, 0, 1, 1, 0, 1, 0, 0, 1, 1, 0];
  const weeks = (index: number) => keptWeeks[Math.floor(index / 7)]!;
  const noiseOf = noise(2);
  const strong = series('strong', 112, weeks, (factor) => 50 + 2 * factor + noiseOf());
  const flat = series('flat', 112, weeks, () => 50 + noiseOf());

  it('finds a clear difference, with the effect and its interval in the outcome’s units', () => {
    const [analysis] = analysePairs([strong], options);
    expect(analysis!.status).toBe('link');
    expect(analysis!.effect!.kind).toBe('meanDifference');
    expect(analysis!.effect!.estimate).toBeCloseTo(2, 0);
    expect(analysis!.effect!.low).toBeLessThan(analysis!.effect!.estimate);
    expect(analysis!.effect!.high).toBeGreaterThan(analysis!.effect!.estimate);
    expect(analysis!.effect!.low).toBeGreaterThan(1.5);
    expect(analysis!.pValue).toBeLessThan(0.01);
  });

  it('gives the slope per unit for an amount', () => {
    const amounts = series(
      'amount',
      112,
      (index) => weeks(index) * (10 + (index % 5)),
      (factor) => 7 + 0.1 * factor + noiseOf() / 10,
    );
    const [analysis] = analysePairs([{ ...amounts, factorKind: 'numeric' }], options);
    expect(analysis!.effect!.kind).toBe('slope');
    expect(analysis!.effect!.estimate).toBeCloseTo(0.1, 2);
    expect(analysis!.status).toBe('link');
  });

  it('adjusts the p-values of the pairs past the gate with Benjamini–Hochberg, and only those', () => {
    const short = series(
      'short',
      10,
      (index) => index % 2,
      () => 1,
    );
    const analyses = analysePairs([strong, short, flat], options);
    const adjusted = benjaminiHochberg([analyses[0]!.pValue!, analyses[2]!.pValue!]);
    expect(analyses.map((analysis) => analysis.adjustedPValue)).toEqual([adjusted[0], null, adjusted[1]]);
    expect(analyses[2]!.status).toBe(adjusted[1]! <= 0.1 ? 'link' : 'noLink');
  });

  it('is reproducible from the seed, and a pair’s figures do not depend on the other pairs', () => {
    const alone = analysePairs([flat], options)[0]!;
    expect(analysePairs([flat], options)[0]).toEqual(alone);
    const together = analysePairs([strong, flat], options)[1]!;
    expect(together.pValue).toBe(alone.pValue);
    expect(together.effect).toEqual(alone.effect);
    expect(analysePairs([flat], { ...options, seed: 12 })[0]!.effect).not.toEqual(alone.effect);
  });

  it('takes the weekday pattern out before comparing', () => {
    // The habit is kept on Saturdays and Sundays only; the outcome is 3 higher on weekends whatever
    // the habit, and the habit does nothing. Unadjusted, the difference would be 3.
    const weekend = (index: number) => (index % 7 >= 5 ? 1 : 0);
    const mixed = series(
      'weekend',
      84,
      (index) => (index % 14 === 5 ? 0 : weekend(index)),
      (_, index) => 10 + 3 * weekend(index) + noiseOf(),
    );
    const [analysis] = analysePairs([mixed], options);
    expect(Math.abs(analysis!.effect!.estimate)).toBeLessThan(1);
  });
});
