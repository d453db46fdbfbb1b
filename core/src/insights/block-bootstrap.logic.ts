import { quantile } from 'simple-statistics';
import type { SeededRandom } from './seeded-random.logic';

/**
 * An interval for an estimate from a block bootstrap: each resample draws as many of the pair's
 * two-week calendar blocks as it has, with replacement, and the interval is the middle `level` of the
 * resamples' estimates (5th to 95th percentile for 90 %). Blocks, not single days, because neighbouring
 * days are alike: resampling days one by one would make the interval too narrow, as if a person's year
 * held 365 independent trials. They are the same blocks the permutation test moves, gaps included.
 *
 * `estimateOf(counts)` is the estimate on the resample that drew block b `counts[b]` times; resamples
 * where it cannot be made (an arm left empty) are passed over. Null when none can.
 */
export function blockBootstrapInterval(
  blocks: number,
  estimateOf: (counts: Int32Array) => number | null,
  options: { samples: number; level: number; random: SeededRandom },
): { low: number; high: number } | null {
  const counts = new Int32Array(blocks);
  const estimates: number[] = [];
  for (let sample = 0; sample < options.samples; sample++) {
    counts.fill(0);
    for (let draw = 0; draw < blocks; draw++) counts[options.random.int(blocks)]! += 1;
    const estimate = estimateOf(counts);
    if (estimate !== null && Number.isFinite(estimate)) estimates.push(estimate);
  }
  if (estimates.length === 0) return null;
  const tail = (1 - options.level) / 2;
  const [low, high] = quantile(estimates, [tail, 1 - tail]);
  return { low: low!, high: high! };
}
