import { describe, expect, it } from 'vitest';
import { blockTheilSen } from './block-theil-sen.logic';
import { seededRandom } from './seeded-random.logic';
import { theilSenSlope } from './theil-sen.logic';

/** The resample written out day by day: each block's days repeated `counts[block]` times. */
function expanded(xs: number[], ys: number[], blockOf: number[], counts: number[]) {
  const outX: number[] = [];
  const outY: number[] = [];
  counts.forEach((count, block) => {
    for (let copy = 0; copy < count; copy++)
      blockOf.forEach((of, index) => {
        if (of !== block) return;
        outX.push(xs[index]!);
        outY.push(ys[index]!);
      });
  });
  return [outX, outY] as const;
}

describe('blockTheilSen', () => {
  it('is the plain Theil–Sen slope when every block is drawn once (five points)', () => {
    // The five points of theil-sen.logic.test.ts, in blocks [0, 0, 1, 1, 2]: median slope 1.75.
    const slope = blockTheilSen([1, 2, 3, 4, 5], [2, 4, 5, 4, 20], [0, 0, 1, 1, 2], 3);
    expect(slope([1, 1, 1])).toBeCloseTo(1.75, 12);
  });

  it('weights repeated blocks (worked by hand)', () => {
    // Blocks: 0 = points (1,2) (2,4); 1 = point (3,5). Drawn: block 0 twice, block 1 never.
    // Written out: (1,2) (2,4) (1,2) (2,4): slopes 2, 2 (each copy), 2, 2 (across copies, the
    // same-x pairs skipped) → 4 slopes of 2 = c_0² × 1 slope. Median 2.
    const slope = blockTheilSen([1, 2, 3], [2, 4, 5], [0, 0, 1], 2);
    expect(slope([2, 0])).toBe(2);
    // Block 1 twice alone: one point repeated, no slope.
    expect(slope([0, 2])).toBeNull();
    // Block 0 once, block 1 twice: (1,2) (2,4) (3,5) (3,5): slopes 2; 1.5, 1.5; 1, 1 → 1, 1, 1.5, 1.5, 2 → 1.5.
    expect(slope([1, 2])).toBe(1.5);
  });

  it('matches the slope of the written-out resample on random data', () => {
    const random = seededRandom(4);
    const blockOf = Array.from({ length: 60 }, (_, index) => Math.floor(index / 14));
    const xs = blockOf.map(() => (random.float() < 0.4 ? 0 : Math.round(random.float() * 20)));
    const ys = xs.map((x) => 0.1 * x + random.float());
    const slope = blockTheilSen(xs, ys, blockOf, 5);
    for (let trial = 0; trial < 20; trial++) {
      const counts = [0, 0, 0, 0, 0];
      for (let draw = 0; draw < 5; draw++) counts[random.int(5)]! += 1;
      const [outX, outY] = expanded(xs, ys, blockOf, counts);
      const expected = theilSenSlope(outX, outY);
      if (expected === null) expect(slope(counts)).toBeNull();
      else expect(slope(counts)).toBeCloseTo(expected, 12);
    }
  });

  it('matches the written-out resample over a year, for even and lopsided draws', () => {
    // 27 blocks, about 1,000 slopes a bucket: the search guesses its way to the bucket; lopsided
    // draws (a few blocks drawn many times) bend the weights and make it fall back to halving.
    const random = seededRandom(6);
    const blockOf = Array.from({ length: 365 }, (_, index) => Math.floor(index / 14)).filter(() => random.float() > 0.1);
    const xs = blockOf.map(() => (random.float() < 0.5 ? 0 : 5 + random.int(16)));
    const ys = xs.map((x) => 0.05 * x + random.float());
    const slope = blockTheilSen(xs, ys, blockOf, 27);
    for (let trial = 0; trial < 12; trial++) {
      const counts = new Array<number>(27).fill(0);
      const drawn = trial % 3 === 0 ? 3 : 27;
      for (let draw = 0; draw < 27; draw++) counts[random.int(drawn)]! += 1;
      const [outX, outY] = expanded(xs, ys, blockOf, counts);
      expect(slope(counts)).toBeCloseTo(theilSenSlope(outX, outY)!, 12);
    }
  });
});
