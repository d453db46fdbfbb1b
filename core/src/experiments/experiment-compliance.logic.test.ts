import { describe, expect, it } from 'vitest';
import { complianceSummary, markCompliance } from './experiment-compliance.logic';
import { experimentPlan } from './experiment-schedule.logic';
import { experimentDesignSchema } from './experiments.schema';

// No baseline, 3-day blocks with 1 washout day, 14 days: 4 blocks (12 days), 2026-03-02 … 2026-03-13:
//   on on on | w off off | w on on | w off off
const plan = experimentPlan(
  experimentDesignSchema.parse({ kind: 'abab', baselineDays: 0, blockDays: 3, maxDays: 14, washoutDays: 1 }),
  '2026-03-02',
  1,
);
const day = (index: number) => plan[index]!.day;

describe('markCompliance', () => {
  it('marks followed, not followed and unknown days, and analyses only what is known, not washout, with an outcome', () => {
    const done = new Map<string, 0 | 1>([
      [day(0), 1], // on, done: followed
      [day(1), 0], // on, not done: notFollowed, analysed as not done
      // day 2 (on): nothing logged: unknown, left out
      [day(3), 1], // washout of an off block, done: notFollowed, not analysed (washout)
      [day(4), 0], // off, not done: followed
      [day(5), 1], // off, done: notFollowed, analysed as done
      [day(6), 1], // washout of an on block, done: followed, not analysed
      [day(7), 1], // on, done, but no outcome: followed, not analysed
    ]);
    const outcomes = new Map(plan.map((entry, index) => [entry.day, 50 + index] as const).filter(([date]) => date !== day(7)));
    const marked = markCompliance(plan.slice(0, 8), done, outcomes);
    expect(marked.map((entry) => entry.mark)).toEqual([
      'followed',
      'notFollowed',
      'unknown',
      'notFollowed',
      'followed',
      'notFollowed',
      'followed',
      'followed',
    ]);
    expect(marked.map((entry) => entry.assigned)).toEqual([1, 1, 1, 0, 0, 0, 1, 1]);
    expect(marked.map((entry) => entry.done)).toEqual([1, 0, null, 1, 0, 1, 1, 1]);
    expect(marked.map((entry) => entry.analysed)).toEqual([true, true, false, false, true, true, false, false]);
    expect(complianceSummary(marked)).toEqual({ notFollowedDays: [day(1), day(3), day(5)], unknownDays: [day(2)] });
  });
});
