import { dayNumber } from '../common/calendar.logic';
import { benjaminiHochberg } from './benjamini-hochberg.logic';
import { blockBootstrapInterval } from './block-bootstrap.logic';
import { blockPermutationPValue } from './block-permutation.logic';
import { armCounts, gateMet, gateNeeds } from './insight-gate.logic';
import { FALSE_DISCOVERY_RATE, type InsightStatus } from './insights.schema';
import { outcomePersistence } from './outcome-persistence.logic';
import { BLOCK_DAYS, pairCalendar } from './pair-calendar.logic';
import { blockEffect } from './pair-effect.logic';
import { seededRandom } from './seeded-random.logic';
import { weekdayAdjusted } from './weekday-adjustment.logic';

/** One paired day: the factor on factorDay, the outcome on outcomeDay (factorDay + lag). Both known. */
export type PairedDay = { factorDay: string; outcomeDay: string; factor: number; outcome: number };
export type PairSeries = { key: string; factorKind: 'binary' | 'numeric'; days: PairedDay[] };
export type PairAnalysis = {
  key: string;
  status: InsightStatus;
  pairedDays: number;
  daysWith: number;
  daysWithout: number;
  /** What the gate still needs (0 when met). */
  needs: { pairedDays: number; daysWith: number; daysWithout: number };
  effect: { kind: 'meanDifference' | 'slope'; estimate: number; low: number; high: number } | null;
  pValue: number | null;
  adjustedPValue: number | null;
};

export const DEFAULT_PERMUTATIONS = 2_000;
export const DEFAULT_BOOTSTRAP_SAMPLES = 2_000;
/**
 * Fewer for an amount's slope, each of whose resamples costs many times a mean difference's: with
 * 1,000 the interval's ends move by about 2 % of its width from one seed to the next (1.5 % with
 * 2,000; measured on simulated years and quarters), small beside the interval itself, and a person
 * with 40 amounts waits half as long.
 */
export const DEFAULT_SLOPE_BOOTSTRAP_SAMPLES = 1_000;
/** The interval shown: 90 %, so "higher" and "lower" read at the same 5 % on each side. */
export const INTERVAL_LEVEL = 0.9;

/**
 * What a person's own data says about each of their shown pairs (docs/insights.md): the gate, a
 * 14-day block permutation p-value of the prewhitened slope's t statistic, the effect (in the
 * outcome's units, not prewhitened) with its 90 % block-bootstrap interval, and the
 * Benjamini–Hochberg adjustment across every pair that passed the gate. Pure and reproducible: the
 * same days and seed give the same figures, and each pair draws from its own stream (the seed and its
 * key), so adding or hiding a pair changes another pair's figures only through the adjustment.
 */
export function analysePairs(
  series: readonly PairSeries[],
  options: { seed: number; permutations?: number; bootstrapSamples?: number },
): PairAnalysis[] {
  const tested = series.map((pair) => analysePair(pair, options));
  const passed = tested.filter((analysis) => analysis.pValue !== null);
  const adjusted = benjaminiHochberg(passed.map((analysis) => analysis.pValue!));
  passed.forEach((analysis, index) => {
    analysis.adjustedPValue = adjusted[index]!;
    analysis.status = adjusted[index]! <= FALSE_DISCOVERY_RATE ? 'link' : 'noLink';
  });
  return tested;
}

function analysePair(pair: PairSeries, options: { seed: number; permutations?: number; bootstrapSamples?: number }): PairAnalysis {
  // Only days where both are known; an unknown day is absent, never "without".
  const days = pair.days
    .filter((day) => Number.isFinite(day.factor) && Number.isFinite(day.outcome))
    .sort((a, b) => (a.factorDay < b.factorDay ? -1 : a.factorDay > b.factorDay ? 1 : 0));
  const factors = days.map((day) => day.factor);
  const counts = armCounts(factors);
  const needs = gateNeeds(counts);
  const base = { key: pair.key, ...counts, needs, effect: null, pValue: null, adjustedPValue: null };
  if (!gateMet(needs)) return { ...base, status: 'notEnoughData' };

  const outcomes = weekdayAdjusted(days);
  const random = seededRandom(options.seed, pair.key);
  const calendar = pairCalendar(days, outcomes);
  const pValue = blockPermutationPValue(calendar, {
    persistence: outcomePersistence(calendar.outcomes),
    permutations: options.permutations ?? DEFAULT_PERMUTATIONS,
    random,
  });
  const first = dayNumber(days[0]!.factorDay);
  const blockOf = days.map((day) => Math.floor((dayNumber(day.factorDay) - first) / BLOCK_DAYS));
  const blocks = blockOf[blockOf.length - 1]! + 1;
  const effectOf = blockEffect(pair.factorKind, factors, outcomes, blockOf, blocks);
  // The gate leaves both arms filled, so the estimate on the data as it is always exists.
  const estimate = effectOf(new Int32Array(blocks).fill(1))!;
  const interval = blockBootstrapInterval(blocks, effectOf, {
    samples: options.bootstrapSamples ?? (pair.factorKind === 'binary' ? DEFAULT_BOOTSTRAP_SAMPLES : DEFAULT_SLOPE_BOOTSTRAP_SAMPLES),
    level: INTERVAL_LEVEL,
    random,
  }) ?? { low: estimate, high: estimate };
  return {
    ...base,
    // Settled with the others' p-values in analysePairs.
    status: 'noLink',
    effect: { kind: pair.factorKind === 'binary' ? 'meanDifference' : 'slope', estimate, ...interval },
    pValue,
  };
}
