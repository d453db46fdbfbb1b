import { median } from 'simple-statistics';

/**
 * The Theil–Sen slope: the median of the slopes between every two points with different x. Unlike
 * a least-squares line, one odd day (a night of 3 h sleep, a 40 h fast) cannot swing it, and it is
 * read the same way: the outcome's change per one unit of the factor. Null when every x is the same.
 */
export function theilSenSlope(xs: ArrayLike<number>, ys: ArrayLike<number>): number | null {
  const slopes: number[] = [];
  for (let first = 0; first < xs.length; first++) {
    for (let second = first + 1; second < xs.length; second++) {
      const run = xs[second]! - xs[first]!;
      if (run !== 0) slopes.push((ys[second]! - ys[first]!) / run);
    }
  }
  return slopes.length > 0 ? median(slopes) : null;
}
