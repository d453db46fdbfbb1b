import type { ExperimentCreate, ExperimentIntervention } from '@uh/core/experiments/experiments.schema';
import type { InsightOutcome } from '@uh/core/insights/insights.schema';
import type { experiments } from '../db/schema';

/** An experiment as stored: the request as parsed, its seed and its days. */
export type StoredExperiment = ExperimentCreate & {
  id: number;
  seed: number;
  endDay: string;
  createdAt: Date;
  stoppedOn: string | null;
  finishedAt: Date | null;
};

/**
 * A row of `experiments` read back in the shapes the API checked when it was written (its JSON
 * columns hold what the schemas parsed). Shared by the experiments feature and the account export,
 * which reads the same rows.
 */
export const storedExperimentOf = (row: typeof experiments.$inferSelect): StoredExperiment => ({
  id: row.id,
  intervention: row.intervention as ExperimentIntervention,
  outcome: row.outcome as InsightOutcome,
  lag: row.lag as ExperimentCreate['lag'],
  smallestChange: row.smallestChange,
  direction: row.direction as ExperimentCreate['direction'],
  design: row.design as ExperimentCreate['design'],
  stopping: row.stopping as ExperimentCreate['stopping'],
  startDay: row.startDay,
  seed: row.seed,
  endDay: row.endDay,
  createdAt: row.createdAt,
  stoppedOn: row.stoppedOn,
  finishedAt: row.finishedAt,
});
