import { experimentPlan } from '@uh/core/experiments/experiment-schedule.logic';
import type { Experiment, ExperimentDesign } from '@uh/core/experiments/experiments.schema';

export const DEFAULT_DESIGN: ExperimentDesign = { kind: 'abab', baselineDays: 7, blockDays: 4, maxDays: 28, washoutDays: 0 };

/** A cold exposure → HRV experiment from Monday 30 November 2026, with the default design. */
export function sampleExperiment(overrides: Partial<Experiment> = {}): Experiment {
  const design = overrides.design ?? DEFAULT_DESIGN;
  const startDay = overrides.startDay ?? '2026-11-30';
  const seed = overrides.seed ?? 7;
  return {
    id: 1,
    intervention: { kind: 'protocol', protocol: 'coldExposure' },
    outcome: { kind: 'biometric', metric: 'hrvMs' },
    lag: 'nextNight',
    smallestChange: 3,
    direction: 'increase',
    design,
    stopping: { kind: 'fixed' },
    startDay,
    seed,
    plan: experimentPlan(design, startDay, seed),
    createdAt: '2026-11-29T10:00:00.000Z',
    stoppedOn: null,
    ...overrides,
  };
}
