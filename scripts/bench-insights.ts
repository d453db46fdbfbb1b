// The honesty benchmark of "What works for me" (docs/insights.md): how often the analysis shows a
// link where there is none, and how often it finds one that is there, on simulated histories whose
// truth is known. Nothing here is tuned to pass: the histories are what a person's data looks like
// (outcomes that drift from day to day and follow the week, habits kept in runs, days not logged).
//
// Each history holds 120 days of 3 habits and 2 outcomes. Budgets, on one declared pair (the first
// habit and the first outcome, the same day), as a person asking one question has:
// - No effect, 120 days: at most 12 % of histories show the link.
// - A planted effect of 0.5 outcome sd on days with the habit, analysed on the first 84 days: the
//   link is shown in at least 60 % of histories.
// For information, the same histories as a person with all 3 × 2 = 6 pairs declared, tested
// together under Benjamini–Hochberg: any link with no effect, and the planted one found among six.
// Six questions at once cost power by design (each must clear a stricter bar), so this is printed,
// not budgeted. And the six-pair no-effect histories with days shuffled one by one instead of in
// 14-day blocks (same prewhitened statistic), to show what the blocks are for.
// Prints PASS/FAIL per line and exits 0 either way: a benchmark reports, it does not gate.
// INSIGHTS_BENCH_SEED and INSIGHTS_BENCH_HISTORIES change the seed and the number of histories.
import { addDays, dayOfWeek } from '../core/src/common/calendar.logic';
import { benjaminiHochberg } from '../core/src/insights/benjamini-hochberg.logic';
import { blockPermutationPValue } from '../core/src/insights/block-permutation.logic';
import {
  analysePairs,
  DEFAULT_BOOTSTRAP_SAMPLES,
  DEFAULT_PERMUTATIONS,
  DEFAULT_SLOPE_BOOTSTRAP_SAMPLES,
  type PairSeries,
} from '../core/src/insights/insight-analysis.logic';
import { FALSE_DISCOVERY_RATE } from '../core/src/insights/insights.schema';
import { outcomePersistence } from '../core/src/insights/outcome-persistence.logic';
import { pairCalendar } from '../core/src/insights/pair-calendar.logic';
import { seededRandom, type SeededRandom } from '../core/src/insights/seeded-random.logic';
import { weekdayAdjusted } from '../core/src/insights/weekday-adjustment.logic';
import { arSeries } from './bench-simulation';

const SEED = Number(process.env.INSIGHTS_BENCH_SEED ?? 20_261_127);
const HISTORIES = Number(process.env.INSIGHTS_BENCH_HISTORIES ?? 200);
const DAYS = 120;
const POWER_DAYS = 84;
const AR_PHI = 0.6;
const STAY = 0.7;
const UNKNOWN_SHARE = 0.1;
const EFFECT_SD = 0.5;
const FALSE_LINK_BUDGET = 0.12;
const POWER_BUDGET = 0.6;
const FIRST_DAY = '2026-01-05';
/** Each outcome's weekday pattern (Sunday … Saturday), in outcome sds: a lie-in, a heavier Monday. */
const WEEKDAY_PATTERNS = [
  [0.5, -0.3, -0.1, 0, 0, 0.1, 0.4],
  [-0.2, 0.4, 0.1, 0, -0.1, -0.2, -0.3],
];

/** AR(1) with φ = 0.6, stationary with sd 1, plus the weekday pattern. */
function outcomeSeries(random: SeededRandom, pattern: readonly number[]): number[] {
  return arSeries(random, DAYS, AR_PHI).map((level, day) => level + pattern[dayOfWeek(addDays(FIRST_DAY, day))]!);
}

/** A habit: a two-state Markov chain that keeps its state with probability 0.7. */
function habit(random: SeededRandom): boolean[] {
  const kept: boolean[] = [];
  let state = random.float() < 0.5;
  for (let day = 0; day < DAYS; day++) {
    if (day > 0 && random.float() >= STAY) state = !state;
    kept.push(state);
  }
  return kept;
}

type History = { factors: Array<{ kind: 'binary' | 'numeric'; values: Array<number | null>; kept: boolean[] }>; outcomes: number[][] };

/** Three habits (two yes/no, one an amount in minutes), about 10 % of their days not logged, and two outcomes. */
function simulate(index: number): History {
  const random = seededRandom(SEED, `history-${index}`);
  const factors = (['binary', 'binary', 'numeric'] as const).map((kind) => {
    const kept = habit(random);
    const values = kept.map((on) => {
      const amount = kind === 'binary' ? (on ? 1 : 0) : on ? Math.round(5 + 15 * random.float()) : 0;
      return random.float() < UNKNOWN_SHARE ? null : amount;
    });
    return { kind, values, kept };
  });
  return { factors, outcomes: WEEKDAY_PATTERNS.map((pattern) => outcomeSeries(random, pattern)) };
}

function pairsOf(history: History, days: number, effect: number): PairSeries[] {
  return history.factors.flatMap((factor, f) =>
    history.outcomes.map((outcome, o) => {
      const paired: PairSeries['days'] = [];
      for (let day = 0; day < days; day++) {
        const value = factor.values[day];
        if (value === null || value === undefined) continue;
        const date = addDays(FIRST_DAY, day);
        // The effect follows what was done, logged or not.
        const planted = f === 0 && o === 0 && factor.kept[day] ? effect : 0;
        paired.push({ factorDay: date, outcomeDay: date, factor: value, outcome: outcome[day]! + planted });
      }
      return { key: `factor${f}:outcome${o}:sameDay`, factorKind: factor.kind, days: paired };
    }),
  );
}

/** Any link among the pairs when days are shuffled one by one (1-day blocks), with the same adjustment. */
function anyDayShuffleLink(pairs: readonly PairSeries[], seed: number): boolean {
  const pValues = pairs.map((pair) => {
    const calendar = pairCalendar(pair.days, weekdayAdjusted(pair.days), 1);
    return blockPermutationPValue(calendar, {
      persistence: outcomePersistence(calendar.outcomes),
      permutations: DEFAULT_PERMUTATIONS,
      random: seededRandom(seed, pair.key),
    });
  });
  return benjaminiHochberg(pValues).some((adjusted) => adjusted <= FALSE_DISCOVERY_RATE);
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
/** The simulation's own uncertainty: a 95 % binomial margin on a rate from `count` histories. */
const margin = (share: number, count: number) => `± ${(196 * Math.sqrt((share * (1 - share)) / count)).toFixed(1)} pts`;

const started = performance.now();
let falseLinks = 0;
let dayShuffleFalseLinks = 0;
let found = 0;
let foundBeforeAdjustment = 0;
let singleFalseLinks = 0;
let singleFound = 0;
let analysisMs = 0;
let analyses = 0;
for (let index = 0; index < HISTORIES; index++) {
  const history = simulate(index);
  const analysisSeed = SEED + index;
  const nullPairs = pairsOf(history, DAYS, 0);
  const before = performance.now();
  const nullAnalyses = analysePairs(nullPairs, { seed: analysisSeed });
  analysisMs += performance.now() - before;
  analyses += 1;
  if (nullAnalyses.some((analysis) => analysis.status === 'link')) falseLinks += 1;
  if (anyDayShuffleLink(nullPairs, analysisSeed)) dayShuffleFalseLinks += 1;
  // The first pair is the planted one: alone, it is the one question a person asked.
  if (analysePairs(nullPairs.slice(0, 1), { seed: analysisSeed })[0]!.status === 'link') singleFalseLinks += 1;
  const plantedPairs = pairsOf(history, POWER_DAYS, EFFECT_SD);
  if (analysePairs(plantedPairs.slice(0, 1), { seed: analysisSeed })[0]!.status === 'link') singleFound += 1;
  const planted = analysePairs(plantedPairs, { seed: analysisSeed });
  if (planted[0]!.status === 'link') found += 1;
  if (planted[0]!.pValue !== null && planted[0]!.pValue <= FALSE_DISCOVERY_RATE) foundBeforeAdjustment += 1;
}

const rate = (count: number) => count / HISTORIES;
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
const share = (count: number) => `${count}/${HISTORIES} = ${percent(rate(count))} ${margin(rate(count), HISTORIES)}`;
console.log(
  `Seed ${SEED}; analysis seeds ${SEED} … ${SEED + HISTORIES - 1}; ${HISTORIES} histories; ${DEFAULT_PERMUTATIONS} permutations;` +
    ` ${DEFAULT_BOOTSTRAP_SAMPLES} bootstrap samples (${DEFAULT_SLOPE_BOOTSTRAP_SAMPLES} for slopes); outcomes AR(1) φ ${AR_PHI}, sd 1, weekday pattern`,
);
console.log(
  `One pair, no effect, ${DAYS} days, 14-day blocks: a link in ${share(singleFalseLinks)}` +
    ` (budget ≤ ${percent(FALSE_LINK_BUDGET)}) ${verdict(rate(singleFalseLinks) <= FALSE_LINK_BUDGET)}`,
);
console.log(
  `One pair, effect ${EFFECT_SD} sd, first ${POWER_DAYS} days: found in ${share(singleFound)}` +
    ` (budget ≥ ${percent(POWER_BUDGET)}) ${verdict(rate(singleFound) >= POWER_BUDGET)}`,
);
console.log(`For information, six pairs under Benjamini–Hochberg, no effect, ${DAYS} days: any link in ${share(falseLinks)}`);
console.log(
  `For information, six pairs, effect ${EFFECT_SD} sd in the first, first ${POWER_DAYS} days: found in ${share(found)}` +
    ` (its own p-value ≤ ${FALSE_DISCOVERY_RATE} before the adjustment in ${foundBeforeAdjustment}/${HISTORIES} = ${percent(rate(foundBeforeAdjustment))})`,
);
console.log(
  `Reference, six pairs with days shuffled one by one (no blocks), same no-effect histories: any link in ${dayShuffleFalseLinks}/${HISTORIES} = ${percent(rate(dayShuffleFalseLinks))}`,
);
console.log(
  `Run time ${((performance.now() - started) / 1000).toFixed(1)} s; one history's 6 pairs over ${DAYS} days analysed in ${(analysisMs / analyses).toFixed(1)} ms on average`,
);
