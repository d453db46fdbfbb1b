import { describe, expect, it } from 'vitest';
import { parseCsv } from '../common/csv.logic';
import { analyseExperiment } from './experiment-analysis.logic';
import { DAILY_CSV_COLUMNS, experimentBundle } from './experiment-bundle.logic';
import { EXPERIMENT_PRIOR, INTERVAL_LEVEL, MIN_ANALYSED_PER_ARM, VERDICT_PROBABILITY } from './experiment-model.logic';
import { assignedOn, experimentPlan } from './experiment-schedule.logic';
import { experimentCreateSchema } from './experiments.schema';

const created = experimentCreateSchema.parse({
  intervention: { kind: 'protocol', protocol: 'coldExposure' },
  outcome: { kind: 'biometric', metric: 'hrvMs' },
  lag: 'nextNight',
  smallestChange: 3,
  direction: 'increase',
  design: { kind: 'randomisedBlocks', washoutDays: 1 },
  startDay: '2026-03-02',
});
const seed = 4_242;
const plan = experimentPlan(created.design, created.startDay, seed);
// Followed except day 9 (the opposite of its assignment) and day 12 (unknown); no outcome on day 3; a 4 ms rise with a wobble.
const done = new Map(plan.map((entry, index) => [entry.day, assignedOn(plan, index)] as const));
done.set(plan[9]!.day, assignedOn(plan, 9) === 1 ? 0 : 1);
done.delete(plan[12]!.day);
const outcomes = new Map(
  plan.map((entry, index) => [entry.day, 55 + 4 * (done.get(entry.day) ?? 0) + 3 * Math.sin(index * 1.7) + index / 10] as const),
);
outcomes.delete(plan[3]!.day);
const result = analyseExperiment({
  plan,
  done,
  outcomes,
  smallestChange: 3,
  direction: 'increase',
  stopping: created.stopping,
  daysElapsed: 24,
});
const bundle = experimentBundle({ experiment: { ...created, seed, plan }, result, outcomes });

describe('experimentBundle', () => {
  it('writes daily.csv that reads back to the same days', () => {
    const [header, ...rows] = parseCsv(bundle['daily.csv']);
    expect(header).toEqual([...DAILY_CSV_COLUMNS]);
    expect(rows).toHaveLength(24);
    const back = rows.map(([day, phase, assigned, didIt, outcome, weekday, block, followed]) => ({
      day,
      phase,
      assigned: Number(assigned),
      done: didIt === '' ? null : Number(didIt),
      outcome: outcome === '' ? undefined : Number(outcome),
      weekday: Number(weekday),
      block: Number(block),
      mark: followed,
    }));
    back.forEach((row, index) => {
      const day = result.compliance[index]!;
      expect(row).toMatchObject({
        day: day.day,
        phase: day.phase,
        assigned: day.assigned,
        done: day.done,
        block: day.block,
        mark: day.mark,
      });
      // Numbers are written in their shortest exact form, so they read back bit for bit.
      expect(row.outcome).toBe(outcomes.get(day.day));
    });
    // 2026-03-02 is a Monday (1).
    expect(back[0]!.weekday).toBe(1);
    expect(back[9]!.mark).toBe('notFollowed');
    expect(back[12]!.done).toBeNull();
    expect(back[3]!.outcome).toBeUndefined();
  });

  it('keeps the design, seed, plan, compliance and prior in design.json', () => {
    const design = JSON.parse(bundle['design.json']);
    expect(design).toMatchObject({ seed, planLength: plan.length, startDay: '2026-03-02', smallestChange: 3, direction: 'increase' });
    expect(design.plan).toEqual(plan);
    expect(design.compliance).toHaveLength(24);
    expect(design.model.prior).toEqual(EXPERIMENT_PRIOR);
    expect(design.figures.effectMean).toBe(result.effect.mean);
    expect(design.figures.probabilityHopedDirection).toBe(result.probabilityHopedDirection);
  });

  it('names in recompute.R the same prior, interval and thresholds as the analysis', () => {
    const script = bundle['recompute.R'];
    expect(script).toContain(`prior_intercept_sd <- ${EXPERIMENT_PRIOR.interceptSd}\n`);
    expect(script).toContain(`prior_effect_sd <- ${EXPERIMENT_PRIOR.effectSd}\n`);
    expect(script).toContain(`prior_weekday_sd <- ${EXPERIMENT_PRIOR.weekdaySd}\n`);
    expect(script).toContain(`prior_trend_sd <- ${EXPERIMENT_PRIOR.trendSd}\n`);
    expect(script).toContain(`prior_noise_shape <- ${EXPERIMENT_PRIOR.noiseShape}\n`);
    expect(script).toContain(`prior_noise_rate <- ${EXPERIMENT_PRIOR.noiseRate}\n`);
    expect(script).toContain(`interval_level <- ${INTERVAL_LEVEL}\n`);
    expect(script).toContain(`verdict_probability <- ${VERDICT_PROBABILITY}\n`);
    expect(script).toContain(`min_days_per_arm <- ${MIN_ANALYSED_PER_ARM}\n`);
    expect(script).not.toMatch(/library\(|require\(/);
  });
});
