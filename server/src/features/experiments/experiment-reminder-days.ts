import type { LocalDate } from '@uh/core/common/calendar.logic';
import { experimentDayOn, habitTodo, type ExperimentDay, type HabitWords } from '@uh/core/experiments/experiment-day-words.logic';
import { experimentPlan } from '@uh/core/experiments/experiment-schedule.logic';
import type { ExperimentCreate } from '@uh/core/experiments/experiments.schema';
import { and, gt, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { experiments } from '../../db/schema';
import { pairLabels } from '../../lib/daily-series/labels';
import type { OwnProtocol, OwnProtocolPorts } from '../../lib/daily-series/own-protocol-ports';
import { findExperiment } from './experiments.storage';

/**
 * What reminders read of experiments (bound in server/src/reminder-ports.ts): the days each one
 * runs, from the same plan its pages show, and the habit's name as its result sentence uses it.
 */

/** The running days from `from` to `to` of the experiments of these people (everyone's without `userIds`). */
export async function readRunningExperimentDays(
  db: Database,
  scope: { userIds?: readonly number[]; from: LocalDate; to: LocalDate },
): Promise<{ userId: number; experimentId: number; days: LocalDate[] }[]> {
  if (scope.userIds?.length === 0) return [];
  const rows = await db
    .select()
    .from(experiments)
    .where(
      and(
        lte(experiments.startDay, scope.to),
        gte(experiments.endDay, scope.from),
        or(isNull(experiments.stoppedOn), gt(experiments.stoppedOn, scope.from)),
        scope.userIds ? inArray(experiments.userId, [...scope.userIds]) : undefined,
      ),
    );
  return rows.map((row) => {
    const plan = experimentPlan(row.design as ExperimentCreate['design'], row.startDay, row.seed);
    const days = plan
      .map((entry) => entry.day)
      .filter((day) => day >= scope.from && day <= scope.to && experimentDayOn(plan, row.stoppedOn, day) !== null);
    return { userId: row.userId, experimentId: row.id, days };
  });
}

/** One day of one of the person's experiments, with the habit's name; null once that day no longer runs. */
export async function readExperimentDay(
  db: Database,
  ports: Pick<OwnProtocolPorts, 'ownProtocols'>,
  ref: { userId: number; experimentId: number; day: LocalDate },
): Promise<(ExperimentDay & { habit: HabitWords }) | null> {
  const experiment = await findExperiment(db, ref.userId, ref.experimentId);
  if (!experiment) return null;
  const day = experimentDayOn(experimentPlan(experiment.design, experiment.startDay, experiment.seed), experiment.stoppedOn, ref.day);
  if (!day) return null;
  // Only an own protocol's name needs the person's protocols.
  const protocols: ReadonlyMap<number, OwnProtocol> =
    experiment.intervention.kind === 'customProtocol'
      ? new Map((await ports.ownProtocols(db, ref.userId)).map((protocol) => [protocol.id, protocol]))
      : new Map();
  const label = pairLabels(experiment.intervention, experiment.outcome, protocols).factorLabel;
  return { ...day, habit: { label, todo: habitTodo(experiment.intervention, label) } };
}
