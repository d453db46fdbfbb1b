/**
 * The model an experiment is analysed with, shared by the analysis and the exported R script so both
 * say the same thing (docs/experiments.md).
 *
 * The outcome, standardised (minus its mean, over its sd across the analysed days), is
 *
 *   y = intercept + effect·done + weekday terms + trend·period + ε,   ε ~ N(0, σ²)
 *
 * - done: 1 on a day the habit was done, 0 on a day it was not, whatever the plan said (as treated).
 * - weekday terms: one for each of Monday … Saturday against Sunday, since many outcomes follow the
 *   week (a lie-in on Sunday) and a block of 4 days does not cover whole weeks.
 * - period: a straight-line trend over the plan, from −½ on its first day to about +½ on its last.
 *   Not one term per block: within an ABAB block every day has the same assignment, so block terms
 *   would carry exactly the information the effect needs (the effect would not be identifiable when
 *   the plan is followed). A trend is one number, separable from the alternation, and takes out a
 *   slow drift (a season, a training build-up) that would otherwise favour the blocks on one side.
 *
 * Standardising puts the prior below on the outcome's own scale, whatever its units (ms, h, points):
 * the figures are turned back into the outcome's units at the end.
 */

/** Columns of the design matrix, in order. */
export const MODEL_COLUMNS = ['intercept', 'done', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'trend'] as const;
export const EFFECT_COLUMN = 1;

/**
 * The weakly-informative conjugate prior, in standardised units (one unit = the outcome's sd):
 * β | σ² ~ N(0, σ²·diag(sd²)), σ² ~ InvGamma(noiseShape, noiseRate).
 *
 * - intercept sd 10: the standardised outcome's mean is 0, so this is as good as flat.
 * - effect sd 1: an effect is taken to be most likely within about two noise sds either way, and the
 *   prior is centred on no effect, so it pulls a small, noisy estimate towards 0 rather than away
 *   from it, which is the honest side for a claim of "meaningful".
 * - weekday sd 1 and trend sd 1 (a drift of one sd over the whole plan): room for real patterns
 *   while keeping the 9 terms estimable from a few weeks of days.
 * - noise shape 1, rate 1: ν0 = 2 pseudo-days with a noise variance of 1 (the outcome's own
 *   variance), so the data decide σ² after a handful of days.
 */
export const EXPERIMENT_PRIOR = {
  interceptSd: 10,
  effectSd: 1,
  weekdaySd: 1,
  trendSd: 1,
  noiseShape: 1,
  noiseRate: 1,
} as const;

/** The posterior interval shown: 90 %, so each end leaves 5 % beyond it. */
export const INTERVAL_LEVEL = 0.9;
/** A verdict needs at least this probability: P(meaningful) for "likely meaningful", P(within ±smallest change) for "likely no meaningful effect". */
export const VERDICT_PROBABILITY = 0.8;
/** No verdict before this many analysed days both with and without the habit: before that the prior would speak, not the person's days. */
export const MIN_ANALYSED_PER_ARM = 3;

export function priorVariances(): number[] {
  const { interceptSd, effectSd, weekdaySd, trendSd } = EXPERIMENT_PRIOR;
  return [interceptSd ** 2, effectSd ** 2, ...new Array<number>(6).fill(weekdaySd ** 2), trendSd ** 2];
}

/** One day's row: `weekday` 0 = Sunday … 6 = Saturday; `position` the day's index in a plan of `planLength` days. */
export function modelRow(done: 0 | 1, weekday: number, position: number, planLength: number): number[] {
  const weekdays = [1, 2, 3, 4, 5, 6].map((day) => (weekday === day ? 1 : 0));
  return [1, done, ...weekdays, (position - (planLength - 1) / 2) / planLength];
}

/**
 * The outcome's centre and scale: its mean and sample sd over the analysed days. A flat outcome, or
 * fewer than 2 days, is scaled by 1 (its own units).
 */
export function outcomeScale(values: readonly number[]): { centre: number; scale: number } {
  const count = values.length;
  const centre = count > 0 ? values.reduce((sum, value) => sum + value, 0) / count : 0;
  if (count < 2) return { centre, scale: 1 };
  const variance = values.reduce((sum, value) => sum + (value - centre) ** 2, 0) / (count - 1);
  return { centre, scale: variance > 0 ? Math.sqrt(variance) : 1 };
}
