import type { PairCalendar } from './pair-calendar.logic';

/** The prewhitened correlation of one order of the blocks, and the days it was worked out on. */
export type CalendarCorrelation = { correlation: number; days: number };

/**
 * Pearson's correlation of the prewhitened factor with the prewhitened outcome, over the days
 * where both are known, with the factor's blocks in `order` (block `order[slot]`'s factors put on
 * block `slot`'s days) or as they are without it.
 *
 * Prewhitened with the outcome's persistence φ (outcomePersistence): each day becomes what the day
 * before did not already say, x*_t = x_t − φ·x_{t−1} and y*_t = y_t − φ·y_{t−1}. An outcome that
 * drifts makes neighbouring days repeat each other, and a habit kept in runs lines up with the
 * drift by chance; the plain correlation then varies far more than its day count suggests. Once
 * the repetition is taken out, each day is close to a fresh one and the same days tell more (the
 * variance arithmetic is in docs/insights.md).
 *
 * A day whose day before is not known (the first day, or after a gap) starts a run: it has no
 * neighbour to subtract, and is kept scaled by √(1 − φ²), the share of its spread that is fresh
 * (Prais–Winsten), rather than dropped. Both series are first centred on their means over the
 * known days, which no order of the blocks changes, so that kept first days and the others share a
 * level. With φ = 0 nothing is subtracted and nothing scaled: this is the plain correlation of the
 * factor with the outcome.
 *
 * 0 when either side is flat. The test compares orders by slopeT of it.
 */
export function calendarCorrelation(
  calendar: PairCalendar,
  options: { persistence: number; order?: ArrayLike<number> },
): CalendarCorrelation {
  const { blockDays, blocks } = calendar;
  const { factors, outcomes } = centred(calendar);
  const day = prewhitenedDay(options.persistence);
  const sums = new Float64Array(SUMS);
  const factorAt = (position: number) => {
    if (position < 0) return Number.NaN;
    const slot = Math.floor(position / blockDays);
    return factors[(options.order ? options.order[slot]! : slot) * blockDays + (position % blockDays)]!;
  };
  for (let position = 0; position < blocks * blockDays; position++) {
    const before = position > 0 ? outcomes[position - 1]! : Number.NaN;
    day(sums, 0, factorAt(position), outcomes[position]!, factorAt(position - 1), before);
  }
  return correlationOfSums(sums, 0);
}

/**
 * calendarCorrelation for many orders, worked out once per calendar: a day and the day before it
 * in the same block pair one source block's factors with one slot's outcomes, so their sums are
 * kept for every (source, slot): blocks² × 6 numbers. Only each block's first day looks across an
 * edge, at the last day of whichever block the order puts before it, so an order costs one pass
 * over its blocks, not its days.
 */
export function orderCorrelation(calendar: PairCalendar, persistence: number): (order: ArrayLike<number>) => CalendarCorrelation {
  const { blockDays, blocks } = calendar;
  const { factors, outcomes } = centred(calendar);
  const day = prewhitenedDay(persistence);
  const inner = new Float64Array(blocks * blocks * SUMS);
  for (let source = 0; source < blocks; source++) {
    for (let slot = 0; slot < blocks; slot++) {
      const at = (source * blocks + slot) * SUMS;
      for (let offset = 1; offset < blockDays; offset++) {
        const x = source * blockDays + offset;
        const y = slot * blockDays + offset;
        day(inner, at, factors[x]!, outcomes[y]!, factors[x - 1]!, outcomes[y - 1]!);
      }
    }
  }
  const startScale = Math.sqrt(1 - persistence * persistence);
  return (order) => {
    let count = 0;
    let sumX = 0;
    let sumY = 0;
    let sumXX = 0;
    let sumYY = 0;
    let sumXY = 0;
    for (let slot = 0; slot < blocks; slot++) {
      const source = order[slot]!;
      const at = (source * blocks + slot) * SUMS;
      count += inner[at]!;
      sumX += inner[at + 1]!;
      sumY += inner[at + 2]!;
      sumXX += inner[at + 3]!;
      sumYY += inner[at + 4]!;
      sumXY += inner[at + 5]!;
      // The block's first day: the day before is the last day of the block put on the slot before.
      // (prewhitenedDay, written out: this runs for every slot of every order.)
      const first = slot * blockDays;
      const x = factors[source * blockDays]!;
      const y = outcomes[first]!;
      if (Number.isNaN(x) || Number.isNaN(y)) continue;
      const xBefore = slot > 0 ? factors[order[slot - 1]! * blockDays + blockDays - 1]! : Number.NaN;
      const yBefore = slot > 0 ? outcomes[first - 1]! : Number.NaN;
      const follows = !Number.isNaN(xBefore) && !Number.isNaN(yBefore);
      const xStar = follows ? x - persistence * xBefore : startScale * x;
      const yStar = follows ? y - persistence * yBefore : startScale * y;
      count += 1;
      sumX += xStar;
      sumY += yStar;
      sumXX += xStar * xStar;
      sumYY += yStar * yStar;
      sumXY += xStar * yStar;
    }
    return { correlation: correlation(count, sumX, sumY, sumXX, sumYY, sumXY), days: count };
  };
}

/**
 * The t statistic of the slope of the prewhitened outcome on the prewhitened factor, from their
 * correlation r over n days: r·√(n − 2) / √(1 − r²). What the test compares across orders, rather
 * than r itself, because a shuffled order keeps fewer days than the real one (its gaps no longer
 * fall on the outcome's), and r's spread grows as days shrink: compared by r, the real order would
 * face a wider spread than its own and links would be missed. t has the same spread at any count.
 * ±∞ for a perfect correlation; 0 below 3 days.
 */
export function slopeT({ correlation, days }: CalendarCorrelation): number {
  if (days < 3 || correlation === 0) return 0;
  const unexplained = 1 - correlation * correlation;
  if (unexplained <= 1e-12) return correlation > 0 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  return (correlation * Math.sqrt(days - 2)) / Math.sqrt(unexplained);
}

/** Count, Σx, Σy, Σx², Σy², Σxy. */
const SUMS = 6;

/** The calendar's factors and outcomes less their means over the known days (NaN stays NaN). */
function centred(calendar: PairCalendar): { factors: Float64Array; outcomes: Float64Array } {
  const mean = (values: Float64Array) => {
    let count = 0;
    let sum = 0;
    for (const value of values) {
      if (Number.isNaN(value)) continue;
      count += 1;
      sum += value;
    }
    return count > 0 ? sum / count : 0;
  };
  const factorMean = mean(calendar.factors);
  const outcomeMean = mean(calendar.outcomes);
  return { factors: calendar.factors.map((x) => x - factorMean), outcomes: calendar.outcomes.map((y) => y - outcomeMean) };
}

/**
 * Adds one day, prewhitened, to the sums at `at`: skipped unless its factor and outcome are known;
 * a run's first day (the day before not a known day on both sides) scaled by √(1 − φ²).
 */
function prewhitenedDay(persistence: number) {
  const startScale = Math.sqrt(1 - persistence * persistence);
  return (sums: Float64Array, at: number, x: number, y: number, xBefore: number, yBefore: number) => {
    if (Number.isNaN(x) || Number.isNaN(y)) return;
    const follows = !Number.isNaN(xBefore) && !Number.isNaN(yBefore);
    const xStar = follows ? x - persistence * xBefore : startScale * x;
    const yStar = follows ? y - persistence * yBefore : startScale * y;
    sums[at]! += 1;
    sums[at + 1]! += xStar;
    sums[at + 2]! += yStar;
    sums[at + 3]! += xStar * xStar;
    sums[at + 4]! += yStar * yStar;
    sums[at + 5]! += xStar * yStar;
  };
}

function correlationOfSums(sums: Float64Array, at: number): CalendarCorrelation {
  const count = sums[at]!;
  return { correlation: correlation(count, sums[at + 1]!, sums[at + 2]!, sums[at + 3]!, sums[at + 4]!, sums[at + 5]!), days: count };
}

function correlation(count: number, sumX: number, sumY: number, sumXX: number, sumYY: number, sumXY: number): number {
  if (count < 2) return 0;
  const covariance = sumXY - (sumX * sumY) / count;
  const varianceX = sumXX - (sumX * sumX) / count;
  const varianceY = sumYY - (sumY * sumY) / count;
  // Sums of squares this close to 0 are rounding, not spread.
  if (varianceX <= 1e-12 * Math.max(1, sumXX) || varianceY <= 1e-12 * Math.max(1, sumYY)) return 0;
  return covariance / Math.sqrt(varianceX * varianceY);
}
