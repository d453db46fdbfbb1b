// The honesty benchmark of N-of-1 experiments (docs/experiments.md): how often a planned experiment
// finds an effect that is there, and how often it calls one meaningful when there is none, on
// simulated experiments whose truth is known. Nothing here is tuned to pass: the outcome drifts from
// day to day (AR(1), φ = 0.6, sd 1) and follows the week, as real ones do.
//
// - 200 ABAB experiments with the default design (7 baseline days, 4-day blocks, at most 28 days:
//   27 planned days), the hoped direction "increase", smallest change 0.3 outcome sd.
// - Effect d = 0.8 sd on days the habit was done. Budget: the posterior says the habit helps
//   (P(effect > 0) ≥ 0.8, "Probability it helps at all") at the end in at least 70 % of experiments.
//   Printed beside it, for information: the stricter verdict "likely meaningful" (P(effect ≥ 0.3)
//   ≥ 0.8), which 27 days of this noise cannot reach that often (docs/experiments.md).
// - No effect. Budget: the verdict is "likely meaningful" in at most 5 %.
// - Both again with 85 % compliance (each day goes against its assignment with probability 0.15, and
//   the effect follows what was done), for information.
// - The same with a 56-day plan (the longest a design allows), for information: what more days buy.
// - The export: one experiment's bundle recomputed by its recompute.R where Rscript is installed, and
//   the largest difference from the app's figures printed (otherwise it says it was not run).
// Prints PASS/FAIL per line and exits 0 either way: a benchmark reports, it does not gate.
// EXPERIMENTS_BENCH_SEED and EXPERIMENTS_BENCH_RUNS change the seed and the number of experiments.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dayOfWeek } from '../core/src/common/calendar.logic';
import { analyseExperiment, type ExperimentAnalysis } from '../core/src/experiments/experiment-analysis.logic';
import { experimentBundle } from '../core/src/experiments/experiment-bundle.logic';
import { VERDICT_PROBABILITY } from '../core/src/experiments/experiment-model.logic';
import { assignedOn, experimentPlan } from '../core/src/experiments/experiment-schedule.logic';
import { experimentDesignSchema, type PlanDay } from '../core/src/experiments/experiments.schema';
import { seededRandom } from '../core/src/insights/seeded-random.logic';
import { arSeries } from './bench-simulation';

const SEED = Number(process.env.EXPERIMENTS_BENCH_SEED ?? 20_261_127);
const RUNS = Number(process.env.EXPERIMENTS_BENCH_RUNS ?? 200);
const AR_PHI = 0.6;
const EFFECT_SD = 0.8;
const SMALLEST_CHANGE = 0.3;
const POWER_BUDGET = 0.7;
const FALSE_CLAIM_BUDGET = 0.05;
const PARTIAL_COMPLIANCE = 0.85;
const START_DAY = '2026-03-02';
/** The outcome's weekday pattern (Sunday … Saturday), in outcome sds: higher after the weekend's rest, lower midweek. */
const WEEKDAY_PATTERN = [0.4, 0.2, -0.2, -0.3, -0.1, 0, 0.3];
const DESIGN = experimentDesignSchema.parse({ kind: 'abab' });
const LONG_DESIGN = experimentDesignSchema.parse({ kind: 'abab', maxDays: 56 });

type Simulated = { noise: number[]; deviates: number[] };

function simulate(index: number, planLength: number): Simulated {
  const random = seededRandom(SEED, `experiment-${index}`);
  return { noise: arSeries(random, planLength, AR_PHI), deviates: Array.from({ length: planLength }, () => random.float()) };
}

function simulatedDays(plan: readonly PlanDay[], simulated: Simulated, effect: number, compliance: number) {
  const done = new Map<string, 0 | 1>();
  const outcomes = new Map<string, number>();
  plan.forEach((entry, index) => {
    const assigned = assignedOn(plan, index);
    const did = simulated.deviates[index]! < compliance ? assigned : assigned === 1 ? 0 : 1;
    done.set(entry.day, did);
    outcomes.set(entry.day, simulated.noise[index]! + WEEKDAY_PATTERN[dayOfWeek(entry.day)]! + effect * did);
  });
  return { done, outcomes };
}

function analyse(plan: readonly PlanDay[], simulated: Simulated, effect: number, compliance: number): ExperimentAnalysis {
  const { done, outcomes } = simulatedDays(plan, simulated, effect, compliance);
  return analyseExperiment({
    plan,
    done,
    outcomes,
    smallestChange: SMALLEST_CHANGE,
    direction: 'increase',
    stopping: { kind: 'fixed' },
    daysElapsed: plan.length,
  });
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
/** The simulation's own uncertainty: a 95 % binomial margin on a rate from `count` experiments. */
const margin = (share: number, count: number) => `± ${(196 * Math.sqrt((share * (1 - share)) / count)).toFixed(1)} pts`;
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

const started = performance.now();
const counts = {
  helps: 0,
  found: 0,
  falseClaims: 0,
  helpsWithout: 0,
  foundPartial: 0,
  falseClaimsPartial: 0,
  noEffectSaid: 0,
  foundLong: 0,
  falseClaimsLong: 0,
};
let analysisMs = 0;
let analyses = 0;
for (let index = 0; index < RUNS; index++) {
  // Each experiment's plan carries its own seed; ABAB does not draw from it, but the plan is made as the app makes it.
  const plan = experimentPlan(DESIGN, START_DAY, SEED + index);
  const simulated = simulate(index, plan.length);
  const before = performance.now();
  const planted = analyse(plan, simulated, EFFECT_SD, 1);
  analysisMs += performance.now() - before;
  analyses += 1;
  if (planted.probabilityHopedDirection >= VERDICT_PROBABILITY) counts.helps += 1;
  if (planted.probabilityMeaningful >= VERDICT_PROBABILITY) counts.found += 1;
  const none = analyse(plan, simulated, 0, 1);
  if (none.verdict === 'likelyMeaningful') counts.falseClaims += 1;
  if (none.probabilityHopedDirection >= VERDICT_PROBABILITY) counts.helpsWithout += 1;
  if (none.verdict === 'likelyNoMeaningfulEffect') counts.noEffectSaid += 1;
  if (analyse(plan, simulated, EFFECT_SD, PARTIAL_COMPLIANCE).probabilityMeaningful >= VERDICT_PROBABILITY) counts.foundPartial += 1;
  if (analyse(plan, simulated, 0, PARTIAL_COMPLIANCE).verdict === 'likelyMeaningful') counts.falseClaimsPartial += 1;
  const longPlan = experimentPlan(LONG_DESIGN, START_DAY, SEED + index);
  const longSimulated = simulate(index, longPlan.length);
  if (analyse(longPlan, longSimulated, EFFECT_SD, 1).probabilityMeaningful >= VERDICT_PROBABILITY) counts.foundLong += 1;
  if (analyse(longPlan, longSimulated, 0, 1).verdict === 'likelyMeaningful') counts.falseClaimsLong += 1;
}

const rate = (count: number) => count / RUNS;
const planLength = experimentPlan(DESIGN, START_DAY, SEED).length;
console.log(
  `Seed ${SEED}; simulation streams experiment-0 … experiment-${RUNS - 1}; plan seeds ${SEED} … ${SEED + RUNS - 1}; ${RUNS} ABAB experiments of ${planLength} days` +
    ` (baseline ${DESIGN.baselineDays}, blocks of ${DESIGN.blockDays}, at most ${DESIGN.maxDays}); outcome AR(1) φ ${AR_PHI}, sd 1, weekday pattern; smallest change ${SMALLEST_CHANGE} sd`,
);
console.log(
  `Effect d = ${EFFECT_SD}, full compliance: P(effect > 0) ≥ ${VERDICT_PROBABILITY} by day ${planLength} in ${counts.helps}/${RUNS} = ${percent(rate(counts.helps))} ${margin(rate(counts.helps), RUNS)}` +
    ` (budget ≥ ${percent(POWER_BUDGET)}) ${verdict(rate(counts.helps) >= POWER_BUDGET)}`,
);
console.log(
  `  (the stricter "likely meaningful", P(effect ≥ ${SMALLEST_CHANGE}) ≥ ${VERDICT_PROBABILITY}, in ${counts.found}/${RUNS} = ${percent(rate(counts.found))};` +
    ` with no effect P(effect > 0) ≥ ${VERDICT_PROBABILITY} in ${counts.helpsWithout}/${RUNS} = ${percent(rate(counts.helpsWithout))})`,
);
console.log(
  `No effect, full compliance: "likely meaningful" in ${counts.falseClaims}/${RUNS} = ${percent(rate(counts.falseClaims))} ${margin(rate(counts.falseClaims), RUNS)}` +
    ` (budget ≤ ${percent(FALSE_CLAIM_BUDGET)}) ${verdict(rate(counts.falseClaims) <= FALSE_CLAIM_BUDGET)}`,
);
console.log(
  `  (no effect, full compliance: "likely no meaningful effect" in ${counts.noEffectSaid}/${RUNS} = ${percent(rate(counts.noEffectSaid))})`,
);
console.log(
  `For information, ${percent(PARTIAL_COMPLIANCE)} compliance (analysed as done): effect found in ${counts.foundPartial}/${RUNS} = ${percent(rate(counts.foundPartial))};` +
    ` no effect called meaningful in ${counts.falseClaimsPartial}/${RUNS} = ${percent(rate(counts.falseClaimsPartial))}`,
);
const longLength = experimentPlan(LONG_DESIGN, START_DAY, SEED).length;
console.log(
  `For information, a ${longLength}-day plan, full compliance: effect found in ${counts.foundLong}/${RUNS} = ${percent(rate(counts.foundLong))};` +
    ` no effect called meaningful in ${counts.falseClaimsLong}/${RUNS} = ${percent(rate(counts.falseClaimsLong))}`,
);
console.log(recomputeCheck());
console.log(
  `Run time ${((performance.now() - started) / 1000).toFixed(1)} s; one experiment analysed in ${(analysisMs / analyses).toFixed(2)} ms on average`,
);

/** The first experiment with the planted effect and 85 % compliance, exported and recomputed by R. */
function recomputeCheck(): string {
  try {
    execFileSync('Rscript', ['--version'], { stdio: 'ignore' });
  } catch {
    return 'Bundle: Rscript is not installed, recompute.R was not run';
  }
  const plan = experimentPlan(DESIGN, START_DAY, SEED);
  const { done, outcomes } = simulatedDays(plan, simulate(0, plan.length), EFFECT_SD, PARTIAL_COMPLIANCE);
  const result = analyseExperiment({
    plan,
    done,
    outcomes,
    smallestChange: SMALLEST_CHANGE,
    direction: 'increase',
    stopping: { kind: 'fixed' },
    daysElapsed: plan.length,
  });
  const experiment = {
    intervention: { kind: 'protocol', protocol: 'coldExposure' } as const,
    outcome: { kind: 'biometric', metric: 'hrvMs' } as const,
    lag: 'nextNight' as const,
    smallestChange: SMALLEST_CHANGE,
    direction: 'increase' as const,
    design: DESIGN,
    stopping: { kind: 'fixed' } as const,
    startDay: START_DAY,
    seed: SEED,
    plan,
  };
  const folder = mkdtempSync(join(tmpdir(), 'experiment-bundle-'));
  try {
    for (const [name, text] of Object.entries(experimentBundle({ experiment, result, outcomes }))) writeFileSync(join(folder, name), text);
    const output = execFileSync('Rscript', ['recompute.R'], { cwd: folder, encoding: 'utf8' });
    const figure = (pattern: RegExp) => Number(pattern.exec(output)?.[1]);
    const differences = [
      figure(/effect mean: (\S+)/) - result.effect.mean,
      figure(/interval: (\S+) to/) - result.effect.low,
      figure(/interval: \S+ to (\S+)/) - result.effect.high,
      figure(/P\(meaningful[^:]*: (\S+)/) - result.probabilityMeaningful,
      figure(/P\(\w+ at all\): (\S+)/) - result.probabilityHopedDirection,
      figure(/P\(within[^:]*: (\S+)/) - result.probabilityNoMeaningfulEffect,
    ].map(Math.abs);
    const largest = Math.max(...differences);
    const sameVerdict = /verdict: (\S+)/.exec(output)?.[1] === result.verdict;
    return (
      `Bundle: recompute.R (R) against the app on experiment 0 (85 % compliance): largest difference ${largest.toExponential(1)},` +
      ` verdict ${sameVerdict ? 'the same' : 'different'} ${verdict(largest < 1e-8 && sameVerdict)}`
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
