import { describe, expect, it } from 'vitest';
import { blockEffect, blockMeanDifference } from './pair-effect.logic';

describe('blockMeanDifference', () => {
  // Block 0: a day with (outcome 5) and one without (3); block 1: with (7), without (1); block 2: with (9) only.
  const factors = [1, 0, 1, 0, 1];
  const outcomes = [5, 3, 7, 1, 9];
  const blockOf = [0, 0, 1, 1, 2];
  const difference = blockMeanDifference(factors, outcomes, blockOf, 3);

  it('is mean with minus mean without over the drawn blocks (worked by hand)', () => {
    // Blocks 0 and 1 once: with (5 + 7) / 2 = 6, without (3 + 1) / 2 = 2 → 4.
    expect(difference([1, 1, 0])).toBe(4);
    // Block 0 twice: with 5, without 3 → 2 (a repeated block weighs twice, here on both sides).
    expect(difference([2, 0, 0])).toBe(2);
    // Block 0 once, block 2 twice: with (5 + 9 + 9) / 3 = 23/3, without 3 → 14/3.
    expect(difference([1, 0, 2])).toBeCloseTo(14 / 3, 12);
  });

  it('is null when a resample leaves an arm empty', () => {
    expect(difference([0, 0, 3])).toBeNull();
  });
});

describe('blockEffect', () => {
  it('is the difference for yes/no and the Theil–Sen slope for an amount', () => {
    expect(blockEffect('binary', [1, 0], [4, 1], [0, 0], 1)([1])).toBe(3);
    // Amounts 0, 10, 20 with outcomes 1, 2, 3: every slope 0.1.
    expect(blockEffect('numeric', [0, 10, 20], [1, 2, 3], [0, 0, 1], 2)([1, 1])).toBeCloseTo(0.1, 12);
  });
});
