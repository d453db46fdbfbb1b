import { describe, expect, it } from 'vitest';
import { assignedOn, blockAssignments, blockCount, experimentPlan } from './experiment-schedule.logic';
import { experimentDesignSchema } from './experiments.schema';

const design = (input: Record<string, unknown>) => experimentDesignSchema.parse(input);
const phases = (plan: ReturnType<typeof experimentPlan>) =>
  plan.map((day) => (day.phase[0] === 'b' ? 'B' : day.phase === 'on' ? '1' : day.phase === 'off' ? '0' : 'w')).join('');

describe('experimentPlan', () => {
  it('lays out the default ABAB: 7 baseline days, then whole 4-day blocks on, off, on, off, on', () => {
    // maxDays 28 − baseline 7 = 21 days = 5 whole blocks of 4 (20 days) + 1 day too few for a sixth block.
    // So the plan is 7 + 20 = 27 days: 12 on days (3 blocks) and 8 off + 7 baseline = 15 without.
    const plan = experimentPlan(design({ kind: 'abab' }), '2026-03-02', 1);
    expect(plan).toHaveLength(27);
    expect(phases(plan)).toBe('BBBBBBB' + '1111' + '0000' + '1111' + '0000' + '1111');
    expect(plan[0]).toEqual({ day: '2026-03-02', phase: 'baseline', block: 0 });
    expect(plan[7]).toEqual({ day: '2026-03-09', phase: 'on', block: 1 });
    expect(plan[26]).toEqual({ day: '2026-03-28', phase: 'on', block: 5 });
  });

  it('marks the first washout days of every block after the first', () => {
    // No baseline, 3-day blocks, 1 washout day, 14 days: 4 blocks (12 days); blocks 2–4 start with washout.
    const plan = experimentPlan(design({ kind: 'abab', baselineDays: 0, blockDays: 3, maxDays: 14, washoutDays: 1 }), '2026-03-02', 1);
    expect(phases(plan)).toBe('111' + 'w00' + 'w11' + 'w00');
    // A washout day keeps its block's assignment: the habit starts (or stops) on the block's first day.
    expect([3, 6, 9].map((index) => assignedOn(plan, index))).toEqual([0, 1, 0]);
  });

  it('gives the same plan for the same seed, and randomised pairs that are each one on and one off', () => {
    const randomised = design({ kind: 'randomisedBlocks', baselineDays: 0, blockDays: 2, maxDays: 56 });
    const first = experimentPlan(randomised, '2026-03-02', 20_261_127);
    expect(experimentPlan(randomised, '2026-03-02', 20_261_127)).toEqual(first);
    const on = blockAssignments(randomised, 20_261_127);
    expect(on).toHaveLength(28);
    for (let pair = 0; pair < 28; pair += 2) expect(on[pair]).toBe(!on[pair + 1]);
    // Across seeds, both orders turn up (a fair draw, not always on first).
    const firsts = Array.from({ length: 40 }, (_, seed) => blockAssignments(randomised, seed)[0]);
    expect(firsts).toContain(true);
    expect(firsts).toContain(false);
    // Another seed gives another order (28 blocks: 2^14 orders, so a match would be a 1-in-16,384 chance).
    expect(blockAssignments(randomised, 1)).not.toEqual(on);
  });

  it('draws a last block without a partner on its own', () => {
    // 7 + 5 × 4 = 27: blocks 1–2 and 3–4 are pairs, block 5 is alone.
    const randomised = design({ kind: 'randomisedBlocks' });
    expect(blockCount(randomised)).toBe(5);
    expect(blockAssignments(randomised, 3)).toHaveLength(5);
  });
});
