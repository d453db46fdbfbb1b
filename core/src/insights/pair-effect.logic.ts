import { blockTheilSen } from './block-theil-sen.logic';

/**
 * The effect in the outcome's units, for any block resample (`counts[b]`: times block b is drawn;
 * all 1 for the data as it is): outcome with minus outcome without for a yes/no factor ("with" is a
 * factor above 0), the Theil–Sen slope per unit for an amount. Null when it cannot be made (an arm
 * empty, or every amount the same).
 */
export function blockEffect(
  kind: 'binary' | 'numeric',
  factors: readonly number[],
  outcomes: readonly number[],
  blockOf: readonly number[],
  blocks: number,
): (counts: ArrayLike<number>) => number | null {
  return kind === 'binary' ? blockMeanDifference(factors, outcomes, blockOf, blocks) : blockTheilSen(factors, outcomes, blockOf, blocks);
}

/** Mean with minus mean without, from each block's sums, so a resample costs one pass over its blocks. */
export function blockMeanDifference(
  factors: readonly number[],
  outcomes: readonly number[],
  blockOf: readonly number[],
  blocks: number,
): (counts: ArrayLike<number>) => number | null {
  // Per block: days with, their outcomes' sum, days without, their outcomes' sum.
  const sums = new Float64Array(blocks * 4);
  factors.forEach((factor, index) => {
    const at = blockOf[index]! * 4 + (factor > 0 ? 0 : 2);
    sums[at]! += 1;
    sums[at + 1]! += outcomes[index]!;
  });
  return (counts) => {
    let withDays = 0;
    let withSum = 0;
    let withoutDays = 0;
    let withoutSum = 0;
    for (let block = 0; block < blocks; block++) {
      const count = counts[block]!;
      if (count === 0) continue;
      withDays += count * sums[block * 4]!;
      withSum += count * sums[block * 4 + 1]!;
      withoutDays += count * sums[block * 4 + 2]!;
      withoutSum += count * sums[block * 4 + 3]!;
    }
    return withDays > 0 && withoutDays > 0 ? withSum / withDays - withoutSum / withoutDays : null;
  };
}
