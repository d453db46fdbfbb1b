import { addDays, type LocalDate } from '../common/calendar.logic';
import { seededRandom } from '../insights/seeded-random.logic';
import type { ExperimentDesign, Phase, PlanDay } from './experiments.schema';

/** The name of the random stream the plan draws from, so other draws from the same seed never move it. */
export const SCHEDULE_STREAM = 'experiment-schedule';

/** How many whole blocks fit after the baseline: a block that cannot run its full length is not started. */
export function blockCount(design: ExperimentDesign): number {
  return Math.floor((design.maxDays - design.baselineDays) / design.blockDays);
}

/**
 * Whether each block after the baseline is on (true) or off.
 *
 * ABAB starts with on: the baseline is already a stretch without the habit, so on first makes the
 * whole experiment alternate (baseline, on, off, on, …), and with an odd number of blocks the extra
 * block is an on block, which evens out the baseline's off days (7 + 4 + 4 off against 12 on with the
 * defaults). Randomised blocks: each pair of blocks is on then off, or off then on, by a fair draw
 * from the seed; a last block without a partner is drawn on its own.
 */
export function blockAssignments(design: ExperimentDesign, seed: number): boolean[] {
  const count = blockCount(design);
  if (design.kind === 'abab') return Array.from({ length: count }, (_, index) => index % 2 === 0);
  const random = seededRandom(seed, SCHEDULE_STREAM);
  const on: boolean[] = [];
  for (let index = 0; index < count; index += 2) {
    const onFirst = random.int(2) === 0;
    on.push(onFirst);
    if (index + 1 < count) on.push(!onFirst);
  }
  return on;
}

/**
 * The experiment's plan, one entry per day from startDay: the baseline (block 0), then whole blocks
 * of blockDays. The first washoutDays of every block after the first are washout: the block's
 * assignment already holds, but the previous one may still be wearing off, so those days are not
 * analysed. The same design, start and seed always give the same plan.
 */
export function experimentPlan(design: ExperimentDesign, startDay: LocalDate, seed: number): PlanDay[] {
  const plan: PlanDay[] = [];
  for (let offset = 0; offset < design.baselineDays; offset++) {
    plan.push({ day: addDays(startDay, offset), phase: 'baseline', block: 0 });
  }
  blockAssignments(design, seed).forEach((on, index) => {
    for (let offset = 0; offset < design.blockDays; offset++) {
      const washout = index > 0 && offset < design.washoutDays;
      const phase: Phase = washout ? 'washout' : on ? 'on' : 'off';
      plan.push({ day: addDays(startDay, plan.length), phase, block: index + 1 });
    }
  });
  return plan;
}

/** 1 when the plan asks for the habit that day, 0 when it asks to go without; a washout day keeps its block's. */
export function assignedOn(plan: readonly PlanDay[], index: number): 0 | 1 {
  const entry = plan[index]!;
  if (entry.phase === 'on') return 1;
  if (entry.phase !== 'washout') return 0;
  // A washout day's block is on when any of its days is on; an all-washout block cannot happen (washoutDays < blockDays).
  return plan.some((other) => other.block === entry.block && other.phase === 'on') ? 1 : 0;
}
