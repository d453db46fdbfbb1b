import { addDays, type LocalDate } from '@uh/core/common/calendar.logic';
import type { PlanDay } from '@uh/core/experiments/experiments.schema';
import { LAG_DAYS } from '@uh/core/insights/insights.schema';
import type { Database } from '../../db/client';
import { factorValues, outcomeValues, protocolIdsOf, readDaySources } from '../../lib/daily-series/day-values';
import type { OwnProtocol, OwnProtocolPorts } from '../../lib/daily-series/own-protocol-ports';
import type { StoredExperiment } from './experiments.storage';

/** What core's analysis reads, keyed by plan day: the habit done (1) or not (0), and the outcome the lag pairs with the day. */
export type ExperimentDays = { done: Map<LocalDate, 0 | 1>; outcomes: Map<LocalDate, number> };

/**
 * The plan's days as the logs tell them, read the way insights read a pair's days (lib/daily-series):
 * a day with nothing known about the habit (nothing logged, skipped, paused) is absent, never 0.
 */
export async function readExperimentDays(
  db: Database,
  ports: OwnProtocolPorts,
  input: { userId: number; experiment: StoredExperiment; plan: readonly PlanDay[]; protocols: ReadonlyMap<number, OwnProtocol> },
): Promise<ExperimentDays> {
  const { experiment, plan, protocols } = input;
  const lag = LAG_DAYS[experiment.lag];
  const first = plan[0]?.day ?? experiment.startDay;
  const last = plan.at(-1)?.day ?? experiment.endDay;
  const sources = await readDaySources(db, ports, {
    userId: input.userId,
    window: { from: first, to: addDays(last, lag) },
    protocolIds: protocolIdsOf(experiment.intervention, experiment.outcome),
    protocols,
  });
  const habit = factorValues(experiment.intervention, sources);
  const outcome = outcomeValues(experiment.outcome, sources);
  const done = new Map<LocalDate, 0 | 1>();
  const outcomes = new Map<LocalDate, number>();
  for (const { day } of plan) {
    const value = habit.get(day);
    if (value !== undefined) done.set(day, value > 0 ? 1 : 0);
    const paired = outcome.get(addDays(day, lag));
    if (paired !== undefined) outcomes.set(day, paired);
  }
  return { done, outcomes };
}
