import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { dayOfWeek, type LocalDate } from '../common/calendar.logic';
import { complianceSummary, markCompliance } from './experiment-compliance.logic';
import {
  EFFECT_COLUMN,
  EXPERIMENT_PRIOR,
  INTERVAL_LEVEL,
  MIN_ANALYSED_PER_ARM,
  modelRow,
  outcomeScale,
  priorVariances,
  VERDICT_PROBABILITY,
} from './experiment-model.logic';
import type { Direction, ExperimentResult, PlanDay, StoppingRule, Verdict } from './experiments.schema';
import { normalInverseGammaPosterior, type StudentT } from './normal-inverse-gamma.logic';

/** Beyond this many more days an inconclusive experiment is said to be out of reach rather than given a count. */
export const MAX_MORE_DAYS = 365;

export type ExperimentAnalysis = Omit<ExperimentResult, 'sentence'>;

export type ExperimentAnalysisInput = {
  plan: readonly PlanDay[];
  /** What the logs say about the habit, by plan day: 1 done, 0 not; a day absent is unknown. */
  done: ReadonlyMap<LocalDate, 0 | 1>;
  /** The outcome paired with each plan day (the day the lag points to), by plan day. */
  outcomes: ReadonlyMap<LocalDate, number>;
  smallestChange: number;
  direction: Direction;
  stopping: StoppingRule;
  /** Plan days that have passed (the first `daysElapsed` entries are analysed). */
  daysElapsed: number;
};

/**
 * The experiment's figures so far (docs/experiments.md): a Bayesian normal linear model of the
 * outcome on what was done, the weekday and a trend (experiment-model.logic.ts), with the
 * conjugate prior there. The effect's posterior is a Student t; from it come the mean, the 90 %
 * interval, P(the effect is at least the smallest change in the hoped direction), P(it goes the
 * hoped way at all), P(it is within ±the smallest change), the verdict and, when inconclusive, an estimate of the days still needed.
 */
export function analyseExperiment(input: ExperimentAnalysisInput): ExperimentAnalysis {
  const elapsed = input.plan.slice(0, Math.max(0, Math.min(input.daysElapsed, input.plan.length)));
  const compliance = markCompliance(elapsed, input.done, input.outcomes);
  const analysed = compliance.map((day, position) => ({ day, position })).filter(({ day }) => day.analysed);
  const values = analysed.map(({ day }) => input.outcomes.get(day.day)!);
  const { centre, scale } = outcomeScale(values);
  const rows = analysed.map(({ day, position }) => modelRow(day.done!, dayOfWeek(day.day), position, input.plan.length));
  const posterior = normalInverseGammaPosterior(
    rows,
    values.map((value) => (value - centre) / scale),
    {
      mean: new Array<number>(priorVariances().length).fill(0),
      variance: priorVariances(),
      shape: EXPERIMENT_PRIOR.noiseShape,
      rate: EXPERIMENT_PRIOR.noiseRate,
    },
  );
  const standardised = posterior.coefficient(EFFECT_COLUMN);
  const effect: StudentT = { location: standardised.location * scale, scale: standardised.scale * scale, df: standardised.df };
  const daysOn = analysed.filter(({ day }) => day.done === 1).length;
  const daysOff = analysed.length - daysOn;

  const probabilityMeaningful = meaningfulProbability(effect, input.smallestChange, input.direction);
  const probabilityNoMeaningfulEffect = ropeProbability(effect, input.smallestChange);
  const enoughDays = daysOn >= MIN_ANALYSED_PER_ARM && daysOff >= MIN_ANALYSED_PER_ARM;
  const verdict: Verdict = !enoughDays
    ? 'inconclusive'
    : probabilityMeaningful >= VERDICT_PROBABILITY
      ? 'likelyMeaningful'
      : probabilityNoMeaningfulEffect >= VERDICT_PROBABILITY
        ? 'likelyNoMeaningfulEffect'
        : 'inconclusive';
  const half = tQuantile(0.5 + INTERVAL_LEVEL / 2, effect.df) * effect.scale;

  return {
    verdict,
    effect: { mean: effect.location, low: effect.location - half, high: effect.location + half },
    probabilityMeaningful,
    probabilityHopedDirection: meaningfulProbability(effect, 0, input.direction),
    probabilityNoMeaningfulEffect,
    moreDays:
      verdict === 'inconclusive' && enoughDays ? moreDaysEstimate(effect, analysed.length, input.smallestChange, input.direction) : null,
    analysedDays: analysed.length,
    daysOn,
    daysOff,
    ...complianceSummary(compliance),
    stopNow: stopNow(input.stopping, elapsed.length, input.plan.length, enoughDays, probabilityMeaningful, probabilityNoMeaningfulEffect),
    compliance,
  };
}

/** P(effect ≥ c) when hoping for an increase, P(effect ≤ −c) when hoping for a decrease. */
export function meaningfulProbability(effect: StudentT, smallestChange: number, direction: Direction): number {
  const hoped = direction === 'increase' ? effect.location : -effect.location;
  // By symmetry of the t, P(hoped effect ≥ c) = P(T ≤ (hoped − c) / scale).
  return tCdf((hoped - smallestChange) / effect.scale, effect.df);
}

/** P(−c < effect < c): the region of practical equivalence. */
export function ropeProbability(effect: StudentT, smallestChange: number): number {
  const upper = tCdf((smallestChange - effect.location) / effect.scale, effect.df);
  const lower = tCdf((-smallestChange - effect.location) / effect.scale, effect.df);
  return Math.max(0, upper - lower);
}

/**
 * An estimate, not a promise: how many more analysed days would bring either probability to the
 * verdict's 0.8 if the posterior mean stayed where it is and its scale shrank with √n (n the
 * analysed days). Null when no amount of days would do it at this mean (the mean sits at the edge of
 * the smallest change, or on the wrong side of it) or when it would take more than MAX_MORE_DAYS.
 */
export function moreDaysEstimate(effect: StudentT, analysedDays: number, smallestChange: number, direction: Direction): number | null {
  const hoped = direction === 'increase' ? effect.location : -effect.location;
  const targets: number[] = [];
  if (hoped > smallestChange) targets.push((hoped - smallestChange) / tQuantile(VERDICT_PROBABILITY, effect.df));
  if (Math.abs(effect.location) < smallestChange) targets.push(ropeScale(effect, smallestChange));
  const target = Math.max(...targets.filter((scale) => scale > 0));
  if (!Number.isFinite(target) || analysedDays === 0) return null;
  if (target >= effect.scale) return 1;
  const needed = Math.ceil(analysedDays * (effect.scale / target) ** 2 - analysedDays);
  return needed > MAX_MORE_DAYS ? null : Math.max(1, needed);
}

/** The largest scale at which P(|effect| < c) reaches the verdict's probability, by bisection (it falls as the scale grows). */
function ropeScale(effect: StudentT, smallestChange: number): number {
  let low = 0;
  let high = effect.scale;
  if (ropeProbability({ ...effect, scale: high }, smallestChange) >= VERDICT_PROBABILITY) return high;
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2;
    if (ropeProbability({ ...effect, scale: middle }, smallestChange) >= VERDICT_PROBABILITY) low = middle;
    else high = middle;
  }
  return low;
}

/**
 * The rule fixed when the experiment was made, and only that: a fixed experiment ends when its plan
 * does; an early-stopping one also ends once minDays have passed and either probability has reached
 * its threshold (stricter than the verdict's 0.8, since it is looked at every day).
 */
export function stopNow(
  stopping: StoppingRule,
  daysElapsed: number,
  planLength: number,
  enoughDays: boolean,
  probabilityMeaningful: number,
  probabilityNoMeaningfulEffect: number,
): boolean {
  if (daysElapsed >= planLength) return true;
  if (stopping.kind === 'fixed' || daysElapsed < stopping.minDays || !enoughDays) return false;
  return Math.max(probabilityMeaningful, probabilityNoMeaningfulEffect) >= stopping.threshold;
}
