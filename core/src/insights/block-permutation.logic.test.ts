import { describe, expect, it } from 'vitest';
import { addDays } from '../common/calendar.logic';
import { blockPermutationPValue, forEachOrder } from './block-permutation.logic';
import { calendarCorrelation, slopeT } from './calendar-correlation.logic';
import { pairCalendar } from './pair-calendar.logic';
import { seededRandom } from './seeded-random.logic';

/** Three 14-day blocks from 2026-03-01, paired only on each block's first two days (offsets 0 and 1). */
function threeBlocks(factors: Array<[number | null, number | null]>, outcomes: Array<[number, number]>) {
  const days: Array<{ factorDay: string; factor: number }> = [];
  const values: number[] = [];
  factors.forEach((pair, block) =>
    pair.forEach((factor, offset) => {
      if (factor === null) return; // an unknown day: absent, not "without"
      days.push({ factorDay: addDays('2026-03-01', block * 14 + offset), factor });
      values.push(outcomes[block]![offset]!);
    }),
  );
  return pairCalendar(days, values);
}

/** Persistence 0: the plain correlation, as worked by hand below. */
const exact = { persistence: 0, permutations: 2000, random: seededRandom(1) };

describe('blockPermutationPValue: every order counted', () => {
  it('three blocks, six orders (worked by hand)', () => {
    // Factor blocks A = [1, 1], B = [0, 0], C = [0, 0]; outcome blocks [3, 3], [1, 1], [1, 1].
    // As observed, the factor is 1 exactly on the high days: r = 1.
    // Orders (block put on slots 1, 2, 3): ABC and ACB keep A on the high days: r = 1.
    // BAC, BCA, CAB, CBA put A's ones on low days: x 0 0 1 1 0 0 against y 3 3 1 1 1 1:
    // means 1/3 and 5/3, Σ dx·dy = −4/3, Σ dx² = 4/3, Σ dy² = 16/3 → r = −(4/3) / (8/3) = −0.5.
    // |−0.5| < 1, so 2 of 6 orders are as extreme: p = 1/3.
    const calendar = threeBlocks(
      [
        [1, 1],
        [0, 0],
        [0, 0],
      ],
      [
        [3, 3],
        [1, 1],
        [1, 1],
      ],
    );
    expect(blockPermutationPValue(calendar, exact)).toBeCloseTo(1 / 3, 12);
  });

  it('a block carries its unknown day with it, and days are paired again (worked by hand)', () => {
    // A = [1, unknown]: the second day of block 1 is absent. Observed: x 1 · 0 0 0 0 against
    // y 3 · 1 1 1 1 → r = 1. With A on slot 2: slot 1 gets B or C (0, 0 on 3, 3), slot 2 gets
    // A (1 on 1; A's unknown day drops slot 2's second outcome), slot 3 the other (0, 0 on 1, 1):
    // x 0 0 1 0 0, y 3 3 1 1 1: means 0.2 and 1.8, Σ dx·dy = −0.8, Σ dx² = 0.8, Σ dy² = 4.8
    // → r = −0.8 / √3.84 = −0.408. A on slot 3 is the same by symmetry. So again p = 2/6.
    const calendar = threeBlocks(
      [
        [1, null],
        [0, 0],
        [0, 0],
      ],
      [
        [3, 3],
        [1, 1],
        [1, 1],
      ],
    );
    expect(blockPermutationPValue(calendar, exact)).toBeCloseTo(1 / 3, 12);
  });

  it('is 1 when the factor is unrelated in every order (all orders tie)', () => {
    const calendar = threeBlocks(
      [
        [1, 0],
        [1, 0],
        [1, 0],
      ],
      [
        [2, 2],
        [2, 2],
        [5, 5],
      ],
    );
    expect(blockPermutationPValue(calendar, exact)).toBe(1);
  });
});

describe('blockPermutationPValue: random orders', () => {
  // Eight blocks have 40,320 orders: more than the draws allowed, so orders are drawn at random.
  const days = Array.from({ length: 112 }, (_, index) => ({ factorDay: addDays('2026-01-01', index), factor: Math.floor(index / 7) % 2 }));
  const outcomes = days.map((day, index) => day.factor * 0.8 + Math.sin(index * 1.7));
  const calendar = pairCalendar(days, outcomes);

  it('is the same for the same seed, and never 0', () => {
    const first = blockPermutationPValue(calendar, { persistence: 0.5, permutations: 500, random: seededRandom(9, 'pair') });
    const second = blockPermutationPValue(calendar, { persistence: 0.5, permutations: 500, random: seededRandom(9, 'pair') });
    expect(first).toBe(second);
    expect(first).toBeGreaterThanOrEqual(1 / 501);
  });

  it('counts the observed order once: (1 + hits) / (1 + draws)', () => {
    const pValue = blockPermutationPValue(calendar, { persistence: 0.5, permutations: 99, random: seededRandom(5) });
    // With 99 draws the p-value is a whole number of hundredths, at least 1/100.
    expect(Math.abs(pValue * 100 - Math.round(pValue * 100))).toBeLessThan(1e-9);
    expect(pValue).toBeGreaterThanOrEqual(0.01);
  });
});

describe('blockPermutationPValue: prewhitened', () => {
  it('prewhitens every order with the same persistence: the exact p-value counts calendarCorrelation’s orders', () => {
    // 84 days (six blocks, 720 orders), a habit in runs, a drifting outcome, some days unknown.
    const random = seededRandom(17);
    let kept = 1;
    let level = 0;
    const days: Array<{ factorDay: string; factor: number }> = [];
    const outcomes: number[] = [];
    for (let index = 0; index < 84; index++) {
      if (random.float() < 0.3) kept = 1 - kept;
      level = 0.6 * level + random.float() - 0.5 + 0.2 * kept;
      if (random.float() < 0.1) continue;
      days.push({ factorDay: addDays('2026-03-01', index), factor: kept });
      outcomes.push(level);
    }
    const calendar = pairCalendar(days, outcomes);
    const persistence = 0.6;
    const extremeness = (order?: Int32Array) => Math.abs(slopeT(calendarCorrelation(calendar, { persistence, order })));
    const observed = extremeness();
    let hits = 0;
    forEachOrder(calendar.blocks, (order) => (hits += extremeness(order) >= observed - 1e-9 ? 1 : 0));
    expect(blockPermutationPValue(calendar, { ...exact, persistence })).toBeCloseTo(hits / 720, 12);
  });
});

describe('forEachOrder', () => {
  it('hands over each of the n! orders once', () => {
    const seen = new Set<string>();
    forEachOrder(4, (order) => seen.add(order.join('')));
    expect(seen.size).toBe(24);
  });
});
