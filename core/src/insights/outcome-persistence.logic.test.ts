import { describe, expect, it } from 'vitest';
import { MAX_PERSISTENCE, outcomePersistence } from './outcome-persistence.logic';
import { seededRandom } from './seeded-random.logic';

const gap = Number.NaN;

describe('outcomePersistence', () => {
  it('is the lag-1 autocorrelation over consecutive known days (worked by hand)', () => {
    // 1 2 3 · 3 4: mean 2.6, deviations −1.6 −0.6 0.4 · 0.4 1.4; mean square 5.2 / 5 = 1.04.
    // Neighbours (0, 1), (1, 2), (4, 5): 0.96 − 0.24 + 0.56 = 1.28, over 3 = 0.4267 → 0.4267 / 1.04 = 16/39.
    expect(outcomePersistence([1, 2, 3, gap, 3, 4])).toBeCloseTo(16 / 39, 12);
  });

  it('is 0 when the estimate is below 0: an outcome that swings back is chance', () => {
    // 1 2 · 3 1: deviations −0.75 0.25 · 1.25 −0.75; neighbours −0.1875 and −0.9375 → below 0.
    expect(outcomePersistence([1, 2, gap, 3, 1])).toBe(0);
  });

  it('stops at MAX_PERSISTENCE for a steady drift', () => {
    expect(outcomePersistence(Array.from({ length: 200 }, (_, index) => index))).toBe(MAX_PERSISTENCE);
  });

  it('is 0 with no two known days in a row, or a flat outcome', () => {
    expect(outcomePersistence([1, gap, 3, gap, 2])).toBe(0);
    expect(outcomePersistence([5, 5, 5, 5])).toBe(0);
    expect(outcomePersistence([])).toBe(0);
  });

  it('finds the persistence of a long AR(1) series with gaps', () => {
    const random = seededRandom(21);
    let level = 0;
    const outcomes = Array.from({ length: 3000 }, () => {
      level = 0.6 * level + random.float() - 0.5;
      return random.float() < 0.1 ? gap : 70 + level;
    });
    expect(outcomePersistence(outcomes)).toBeCloseTo(0.6, 1);
  });
});
