/**
 * The most day-to-day persistence taken out before the test. Short of 1 for two reasons: near 1,
 * x_t − φ·x_{t−1} is almost the habit's day-to-day change, and a habit kept in runs changes on few
 * days, so nearly all of its information would go; and an estimate near 1 is mostly a slow drift
 * (weight going down over months) that the weekday-adjusted outcome still carries.
 */
export const MAX_PERSISTENCE = 0.95;

/**
 * How much of one day's outcome carries over to the next (φ̂): the lag-1 autocorrelation of the
 * weekday-adjusted outcome, over the calendar's consecutive known days (NaN where a day is not a
 * paired day), clamped to [0, MAX_PERSISTENCE]. It reads the outcome alone, so it is the same for
 * the real order of the factor's blocks and every shuffled one.
 *
 * Clamped at 0 because these outcomes do not swing back day after day (a short night is not
 * followed by a long one as a rule): an estimate below 0 is chance (with no persistence at all it
 * is below 0 about half the time), and taking it out would add noise, not remove it. At 0 the test
 * is the plain correlation.
 *
 * The estimate is the mean product of neighbouring deviations over the mean squared deviation,
 * each over the days it can be made on: the usual autocorrelation, with gaps.
 */
export function outcomePersistence(outcomes: ArrayLike<number>): number {
  let count = 0;
  let sum = 0;
  let rawSquares = 0;
  for (let day = 0; day < outcomes.length; day++) {
    const value = outcomes[day]!;
    if (Number.isNaN(value)) continue;
    count += 1;
    sum += value;
    rawSquares += value * value;
  }
  if (count < 2) return 0;
  const mean = sum / count;
  let squares = 0;
  let products = 0;
  let neighbours = 0;
  for (let day = 0; day < outcomes.length; day++) {
    const deviation = outcomes[day]! - mean;
    if (Number.isNaN(deviation)) continue;
    squares += deviation * deviation;
    const before = day > 0 ? outcomes[day - 1]! - mean : Number.NaN;
    if (Number.isNaN(before)) continue;
    products += deviation * before;
    neighbours += 1;
  }
  // No two known days in a row, or a flat outcome (spread this small is rounding): nothing to estimate.
  if (neighbours === 0 || squares <= 1e-12 * Math.max(1, rawSquares)) return 0;
  const estimate = products / neighbours / (squares / count);
  return Math.min(MAX_PERSISTENCE, Math.max(0, estimate));
}
