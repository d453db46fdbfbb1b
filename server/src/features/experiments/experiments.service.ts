import { randomInt } from 'node:crypto';
import { localDateOf, type LocalDate } from '@uh/core/common/calendar.logic';
import { analyseExperiment } from '@uh/core/experiments/experiment-analysis.logic';
import { experimentBundle, type ExperimentBundle } from '@uh/core/experiments/experiment-bundle.logic';
import { assignedOn, experimentPlan } from '@uh/core/experiments/experiment-schedule.logic';
import { experimentResult } from '@uh/core/experiments/experiment-sentence.logic';
import {
  MAX_EXPERIMENTS,
  MAX_RUNNING_EXPERIMENTS,
  type ExperimentCreate,
  type ExperimentResult,
  type ExperimentView,
  type PlanDay,
} from '@uh/core/experiments/experiments.schema';
import type { Database } from '../../db/client';
import type { AppEventBus } from '../../lib/app-events';
import { checkPairRefs, pairLabels } from '../../lib/daily-series/labels';
import type { OwnProtocol, OwnProtocolPorts } from '../../lib/daily-series/own-protocol-ports';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { insertWithinCap, type PersonCap } from '../../lib/per-person-cap';
import { readExperimentDays, type ExperimentDays } from './experiment-days';
import {
  claimFinished,
  countExperiments,
  deleteExperimentRow,
  findExperiment,
  insertExperiment,
  listExperiments,
  stopExperiment,
  type StoredExperiment,
} from './experiments.storage';

export type ExperimentsDeps = { db: Database; ports: OwnProtocolPorts; events: AppEventBus };
/** Whose experiments: the signed-in person (or the one the nightly round found), in their time zone. */
export type ExperimentsOwner = { id: number; timeZone: string };

export const EXPERIMENT_NOT_FOUND = 'Experiment not found';
const TOO_MANY_RUNNING = `You can run at most ${MAX_RUNNING_EXPERIMENTS} experiments at once: stop one first`;
const TOO_MANY = `You can keep at most ${MAX_EXPERIMENTS} experiments: delete one first`;

// Seeds fit the stored integer column and core's generator alike.
const MAX_SEED = 2 ** 31 - 1;

const todayOf = (owner: ExperimentsOwner, now = new Date()) => localDateOf(now, owner.timeZone);

const planOf = (experiment: StoredExperiment): PlanDay[] => experimentPlan(experiment.design, experiment.startDay, experiment.seed);

function viewOf(experiment: StoredExperiment, today: LocalDate): ExperimentView {
  const plan = planOf(experiment);
  const index = experiment.stoppedOn === null ? plan.findIndex((entry) => entry.day === today) : -1;
  const { endDay: _endDay, finishedAt, createdAt, ...rest } = experiment;
  return {
    ...rest,
    plan,
    createdAt: createdAt.toISOString(),
    finishedAt: finishedAt?.toISOString() ?? null,
    today: index < 0 ? null : { ...plan[index]!, assigned: assignedOn(plan, index) },
  };
}

async function ownProtocols(deps: ExperimentsDeps, userId: number): Promise<Map<number, OwnProtocol>> {
  return new Map((await deps.ports.ownProtocols(deps.db, userId)).map((protocol) => [protocol.id, protocol]));
}

async function experimentOf(deps: ExperimentsDeps, owner: ExperimentsOwner, id: number): Promise<StoredExperiment> {
  const experiment = await findExperiment(deps.db, owner.id, id);
  if (!experiment) throw notFound(EXPERIMENT_NOT_FOUND);
  return experiment;
}

/**
 * Makes an experiment: the habit and the outcome must be the person's own (another person's protocol
 * is a 404, as if it did not exist), it starts today or later, and the seed its plan is drawn from
 * comes from the system's generator. The caps (running at once, and in all) are counted under the
 * person's cap lock, so parallel requests cannot pass them together.
 */
export async function createExperiment(deps: ExperimentsDeps, owner: ExperimentsOwner, input: ExperimentCreate): Promise<ExperimentView> {
  const today = todayOf(owner);
  if (input.startDay < today) throw badRequest(`startDay: must be today (${today}) or later`);
  checkPairRefs(input.intervention, input.outcome, await ownProtocols(deps, owner.id));
  const seed = randomInt(MAX_SEED);
  const plan = experimentPlan(input.design, input.startDay, seed);
  const cap: PersonCap = {
    name: 'experiments',
    max: MAX_RUNNING_EXPERIMENTS,
    count: async (tx) => {
      const counts = await countExperiments(tx, owner.id, today);
      if (counts.all >= MAX_EXPERIMENTS) throw conflict(TOO_MANY);
      return counts.running;
    },
    message: TOO_MANY_RUNNING,
  };
  const stored = await insertWithinCap(deps.db, owner.id, cap, (tx) =>
    insertExperiment(tx, owner.id, { ...input, seed, endDay: plan.at(-1)!.day }),
  );
  return viewOf(stored, today);
}

export async function readExperiments(deps: ExperimentsDeps, owner: ExperimentsOwner): Promise<ExperimentView[]> {
  const today = todayOf(owner);
  return (await listExperiments(deps.db, owner.id)).map((experiment) => viewOf(experiment, today));
}

export async function readExperiment(deps: ExperimentsDeps, owner: ExperimentsOwner, id: number): Promise<ExperimentView> {
  return viewOf(await experimentOf(deps, owner, id), todayOf(owner));
}

/** Ends it today (the figures count the days before): its end is told with its result. */
export async function stopExperimentToday(deps: ExperimentsDeps, owner: ExperimentsOwner, id: number): Promise<ExperimentView> {
  await experimentOf(deps, owner, id);
  const today = todayOf(owner);
  const stopped = await stopExperiment(deps.db, owner.id, id, today);
  if (!stopped) throw notFound(EXPERIMENT_NOT_FOUND);
  await experimentResultOf(deps, owner, stopped);
  return viewOf((await findExperiment(deps.db, owner.id, id)) ?? stopped, today);
}

export async function deleteExperiment(deps: ExperimentsDeps, owner: ExperimentsOwner, id: number): Promise<void> {
  if (!(await deleteExperimentRow(deps.db, owner.id, id))) throw notFound(EXPERIMENT_NOT_FOUND);
}

type Worked = { experiment: StoredExperiment; plan: PlanDay[]; days: ExperimentDays; result: ExperimentResult };

/**
 * The plan days whose figures count: those before today, and none after the day it was stopped
 * (a day still going on is not yet known, so it is never listed as unknown).
 */
function daysElapsed(plan: readonly PlanDay[], experiment: StoredExperiment, today: LocalDate): number {
  return plan.filter((entry) => entry.day < today && (experiment.stoppedOn === null || entry.day < experiment.stoppedOn)).length;
}

async function work(deps: ExperimentsDeps, owner: ExperimentsOwner, experiment: StoredExperiment, today: LocalDate): Promise<Worked> {
  const plan = planOf(experiment);
  const protocols = await ownProtocols(deps, owner.id);
  const days = await readExperimentDays(deps.db, deps.ports, { userId: owner.id, experiment, plan, protocols });
  const analysis = analyseExperiment({
    plan,
    ...days,
    smallestChange: experiment.smallestChange,
    direction: experiment.direction,
    stopping: experiment.stopping,
    daysElapsed: daysElapsed(plan, experiment, today),
  });
  const labels = pairLabels(experiment.intervention, experiment.outcome, protocols);
  const result = experimentResult(
    analysis,
    { interventionLabel: labels.factorLabel, outcomeLabel: labels.outcomeLabel, unit: labels.unit },
    experiment.smallestChange,
    experiment.direction,
  );
  return { experiment, plan, days, result };
}

/**
 * The result, and the end told once: an experiment whose plan has run out, that was stopped, or
 * whose rule says to stop is claimed (`finished_at`, atomically) and `experiment.finished` raised
 * by the one read or round that claimed it.
 */
async function experimentResultOf(deps: ExperimentsDeps, owner: ExperimentsOwner, experiment: StoredExperiment): Promise<Worked> {
  const today = todayOf(owner);
  const worked = await work(deps, owner, experiment, today);
  if (experiment.finishedAt !== null) return worked;
  const { result, plan } = worked;
  const planEnded = plan.at(-1)!.day < today;
  const byRule = !planEnded && experiment.stoppedOn === null && result.stopNow;
  if (!planEnded && experiment.stoppedOn === null && !byRule) return worked;
  // Stopped by its rule today: the days before today are the ones that counted.
  if (!(await claimFinished(deps.db, owner.id, experiment.id, byRule ? today : null))) return worked;
  const endedOn = experiment.stoppedOn ?? (byRule ? today : plan.at(-1)!.day);
  const probability =
    result.verdict === 'likelyMeaningful'
      ? result.probabilityMeaningful
      : result.verdict === 'likelyNoMeaningfulEffect'
        ? result.probabilityNoMeaningfulEffect
        : Math.max(result.probabilityMeaningful, result.probabilityNoMeaningfulEffect);
  await deps.events.emit('experiment.finished', {
    db: deps.db,
    userId: owner.id,
    experimentId: experiment.id,
    endedOn,
    reason: experiment.stoppedOn !== null ? 'stoppedByPerson' : byRule ? 'stoppingRule' : 'planEnded',
    verdict: result.verdict,
    probability,
    sentence: result.sentence,
  });
  return worked;
}

export async function readExperimentResult(deps: ExperimentsDeps, owner: ExperimentsOwner, id: number): Promise<ExperimentResult> {
  return (await experimentResultOf(deps, owner, await experimentOf(deps, owner, id))).result;
}

/** For the nightly round: the result of one experiment it found due, told if it has ended. */
export async function settleExperiment(deps: ExperimentsDeps, owner: ExperimentsOwner, id: number): Promise<void> {
  const experiment = await findExperiment(deps.db, owner.id, id);
  if (experiment) await experimentResultOf(deps, owner, experiment);
}

/** The export's three files (core's bundle) and a file name safe in a header. */
export async function exportExperiment(
  deps: ExperimentsDeps,
  owner: ExperimentsOwner,
  id: number,
): Promise<{ fileName: string; files: ExperimentBundle }> {
  const worked = await experimentResultOf(deps, owner, await experimentOf(deps, owner, id));
  const files = experimentBundle({
    experiment: { ...worked.experiment, plan: worked.plan },
    result: worked.result,
    outcomes: worked.days.outcomes,
  });
  return { fileName: `experiment-${worked.experiment.id}-${worked.experiment.startDay}.zip`, files };
}
