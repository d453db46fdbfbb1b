import { describe, expect, it } from 'vitest';
import { theilSenSlope } from './theil-sen.logic';

describe('theilSenSlope', () => {
  it('is the median of the pairwise slopes (five points, worked by hand)', () => {
    // Points (1,2) (2,4) (3,5) (4,4) (5,20): the last one is an outlier.
    // The 10 pairwise slopes:
    //   1–2: 2/1 = 2     1–3: 3/2 = 1.5   1–4: 2/3 = 0.667  1–5: 18/4 = 4.5
    //   2–3: 1/1 = 1     2–4: 0/2 = 0     2–5: 16/3 = 5.333
    //   3–4: −1/1 = −1   3–5: 15/2 = 7.5
    //   4–5: 16/1 = 16
    // Sorted: −1, 0, 0.667, 1, 1.5, 2, 4.5, 5.333, 7.5, 16 → median (1.5 + 2) / 2 = 1.75.
    // (Least squares would give 3.6, pulled up by the one odd point.)
    expect(theilSenSlope([1, 2, 3, 4, 5], [2, 4, 5, 4, 20])).toBeCloseTo(1.75, 10);
  });

  it('leaves out pairs with the same x (a yes/no factor’s days within an arm)', () => {
    // x 0 0 1 1, y 1 3 4 6: slopes only across the arms: 3, 5, 1, 3 → sorted 1 3 3 5 → median 3,
    // the difference of the medians of the pairwise differences, here equal to the mean difference 5 − 2.
    expect(theilSenSlope([0, 0, 1, 1], [1, 3, 4, 6])).toBe(3);
  });

  it('is null when every x is the same, or with fewer than two points', () => {
    expect(theilSenSlope([2, 2, 2], [1, 2, 3])).toBeNull();
    expect(theilSenSlope([1], [1])).toBeNull();
  });
});
