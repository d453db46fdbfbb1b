import { describe, expect, it } from 'vitest';
import { blockBootstrapInterval } from './block-bootstrap.logic';
import { seededRandom } from './seeded-random.logic';

const options = (seed: number) => ({ samples: 2000, level: 0.9, random: seededRandom(seed) });

describe('blockBootstrapInterval', () => {
  it('draws as many blocks as there are, with replacement (worked by hand)', () => {
    // Two blocks, two draws: block 0 is drawn 0, 1 or 2 times with chances 1/4, 1/2, 1/4.
    // The 5th percentile of that count is 0 and the 95th is 2.
    expect(blockBootstrapInterval(2, (counts) => counts[0]!, options(1))).toEqual({ low: 0, high: 2 });
  });

  it('gives the middle 90 % of the estimates', () => {
    // Ten blocks, the estimate the count of block 0 (Binomial(10, 0.1)): P(0) = 0.35, P(≤ 2) = 0.93,
    // P(≤ 3) = 0.987 → 5th percentile 0, 95th 3.
    expect(blockBootstrapInterval(10, (counts) => counts[0]!, options(2))).toEqual({ low: 0, high: 3 });
  });

  it('passes over resamples with no estimate, and is null when none has one', () => {
    expect(blockBootstrapInterval(2, (counts) => (counts[0] === 1 ? 5 : null), options(3))).toEqual({ low: 5, high: 5 });
    expect(blockBootstrapInterval(3, () => null, options(3))).toBeNull();
  });

  it('is the same for the same seed', () => {
    const estimate = (counts: Int32Array) => counts[0]! * 1.5 - counts[1]!;
    expect(blockBootstrapInterval(8, estimate, options(4))).toEqual(blockBootstrapInterval(8, estimate, options(4)));
  });
});
