import { calendarCorrelation, orderCorrelation, slopeT } from './calendar-correlation.logic';
import type { PairCalendar } from './pair-calendar.logic';
import { shuffleInto, type SeededRandom } from './seeded-random.logic';

/**
 * The two-sided p-value of a block permutation test: how often the factor, its blocks put back on the
 * calendar in another order, is at least as correlated (either way) with the outcome as it really is.
 * The correlation is the prewhitened one (calendarCorrelation) with the outcome's `persistence`,
 * compared as its slope's t statistic (slopeT) so orders keeping fewer days compare fairly; each
 * shuffled factor is prewhitened the same way, with the same figure, which reads the outcome alone.
 * The real order and every shuffled one are measured alike, so the p-value is as fair as the blocks
 * make it whatever the persistence is: a poor estimate costs power, not fairness. With persistence 0
 * the statistic is the plain correlation.
 *
 * Why blocks: habits persist (a sauna week, a fasting streak) and so do outcomes (a bad week of sleep).
 * Shuffling single days breaks both runs apart, makes chance look rarer than it is and finds links in
 * pure noise; moving whole two-week blocks keeps each run, so the shuffled series persist like the real
 * ones. Why calendar blocks with gaps: unknown days are not "without", so they stay empty; a block
 * carries its gaps with it, and each new order is paired again with the outcomes, keeping only the days
 * where both are known, as the real data is.
 *
 * With few blocks (when every order fits in `permutations`) all orders are counted and the p-value is
 * exact; otherwise `permutations` random orders are drawn and the observed order counts once on each
 * side ((1 + hits) / (1 + permutations)), so the p-value is never 0.
 */
export function blockPermutationPValue(
  calendar: PairCalendar,
  options: { persistence: number; permutations: number; random: SeededRandom },
): number {
  const observed = Math.abs(slopeT(calendarCorrelation(calendar, { persistence: options.persistence })));
  // The observed order itself must count as "as extreme": allow for rounding in the sums.
  const threshold = observed - 1e-9;
  const blocks = calendar.blocks;
  const correlationOf = orderCorrelation(calendar, options.persistence);
  const extremeness = (order: Int32Array) => Math.abs(slopeT(correlationOf(order)));
  if (orderCountAtMost(blocks, options.permutations)) {
    let hits = 0;
    let total = 0;
    forEachOrder(blocks, (order) => {
      total += 1;
      if (extremeness(order) >= threshold) hits += 1;
    });
    return hits / total;
  }
  const order = new Int32Array(blocks);
  let hits = 0;
  for (let draw = 0; draw < options.permutations; draw++) {
    shuffleInto(order, options.random);
    if (extremeness(order) >= threshold) hits += 1;
  }
  return (1 + hits) / (1 + options.permutations);
}

/** Whether `blocks`! is at most `limit`. */
function orderCountAtMost(blocks: number, limit: number): boolean {
  let count = 1;
  for (let factor = 2; factor <= blocks; factor++) {
    count *= factor;
    if (count > limit) return false;
  }
  return true;
}

/** Every order of 0 … count − 1 (Heap's algorithm), each handed over once. */
export function forEachOrder(count: number, visit: (order: Int32Array) => void): void {
  const order = Int32Array.from({ length: count }, (_, index) => index);
  const counters = new Int32Array(count);
  visit(order);
  let index = 1;
  while (index < count) {
    if (counters[index]! < index) {
      const other = index % 2 === 0 ? 0 : counters[index]!;
      const kept = order[other]!;
      order[other] = order[index]!;
      order[index] = kept;
      visit(order);
      counters[index]! += 1;
      index = 1;
    } else {
      counters[index] = 0;
      index += 1;
    }
  }
}
