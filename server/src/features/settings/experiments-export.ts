import { localDateOf } from '@uh/core/common/calendar.logic';
import { experimentPlan } from '@uh/core/experiments/experiment-schedule.logic';
import {
  MAX_EXPERIMENTS,
  MAX_RUNNING_EXPERIMENTS,
  type ExperimentCreate,
  type ExperimentIntervention,
} from '@uh/core/experiments/experiments.schema';
import type { ExportRecords, ImportResult } from '@uh/core/settings/export.schema';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { experiments, users } from '../../db/schema';
import { checkPairRefs } from '../../lib/daily-series/labels';
import { HttpError, badRequest, conflict } from '../../lib/http-error';
import { lockPersonCap, type Transaction } from '../../lib/per-person-cap';
import { storedExperimentOf } from '../../lib/stored-experiment';
import type { AllRecords, RecordOf } from './export-records';
import { fromFileRef, liveProtocols, namedProtocol, toFileRef } from './question-refs';

type Queryable = Database | Transaction;
type ExperimentRecord = RecordOf<'experiments'>;

/** The cap the experiments feature counts under (experiments.service.ts), held here for the import's length. */
const EXPERIMENTS_CAP = 'experiments';

/**
 * The person's experiments as the export writes them, oldest first: what the API stores, without
 * the plan (worked out again from the design, start day and seed) or any result (worked out again
 * from the logs). One naming a protocol deleted since cannot be named in another account: left out.
 */
export async function readExperimentRecords(
  db: Queryable,
  userId: number,
  documentIdOf: ReadonlyMap<number, string>,
): Promise<ExperimentRecord[]> {
  const rows = await db
    .select()
    .from(experiments)
    .where(eq(experiments.userId, userId))
    .orderBy(asc(experiments.createdAt), asc(experiments.id));
  return rows.map(storedExperimentOf).flatMap((experiment) => {
    const intervention = toFileRef(experiment.intervention, documentIdOf);
    const outcome = toFileRef(experiment.outcome, documentIdOf);
    if (!intervention || !outcome || (intervention.kind !== 'protocol' && intervention.kind !== 'customProtocol')) return [];
    const { id: _id, endDay: _endDay, ...kept } = experiment;
    return [
      {
        ...kept,
        intervention,
        outcome,
        createdAt: experiment.createdAt.toISOString(),
        finishedAt: experiment.finishedAt?.toISOString() ?? null,
      },
    ];
  });
}

/** An experiment is the same one when it was made at the same instant with the same seed. */
const naturalKey = (experiment: ExperimentRecord) => `${new Date(experiment.createdAt).toISOString()}|${experiment.seed}`;
const lastDayOf = (experiment: ExperimentRecord) => experimentPlan(experiment.design, experiment.startDay, experiment.seed).at(-1)!.day;

export type ExperimentImport = { experiments: ExperimentRecord[]; today: string };

/**
 * Settles which of the file's experiments the account takes, before anything is written: one it
 * already has (same creation instant and seed) is skipped, one naming a protocol neither the file
 * nor the account has is refused (400), and the API's caps hold (at most MAX_EXPERIMENTS kept and
 * MAX_RUNNING_EXPERIMENTS not yet ended, counted as of today in the account's zone): past them,
 * nothing is imported (409). Holds the cap's lock to the end of the import.
 */
export async function planExperimentImport(
  tx: Transaction,
  userId: number,
  records: ExportRecords,
  existing: AllRecords,
  result: ImportResult,
): Promise<ExperimentImport> {
  await lockPersonCap(tx, EXPERIMENTS_CAP, userId);
  const given = records.experiments ?? [];
  const known = new Set([...(records.customProtocols ?? []), ...existing.customProtocols].map((protocol) => protocol.document.id));
  given.forEach((experiment, index) => {
    for (const [field, ref] of [
      ['intervention', experiment.intervention],
      ['outcome', experiment.outcome],
    ] as const) {
      const protocol = namedProtocol(ref);
      if (protocol !== null && !known.has(protocol)) {
        throw badRequest(`records.experiments.${index}.${field}.protocol: no protocol "${protocol}" in this file`);
      }
    }
  });
  const seen = new Set(existing.experiments.map(naturalKey));
  const taken = given.filter((experiment) => {
    const key = naturalKey(experiment);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  const [owner] = await tx.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  const today = localDateOf(new Date(), owner!.timeZone);
  const running = (list: ExperimentRecord[]) =>
    list.filter((experiment) => experiment.stoppedOn === null && lastDayOf(experiment) >= today).length;
  // The account's own are counted in the table, as the API counts them: one naming a deleted protocol counts too.
  const [held] = await tx
    .select({
      all: sql<number>`count(*)::int`,
      running: sql<number>`(count(*) FILTER (WHERE ${experiments.stoppedOn} IS NULL AND ${experiments.endDay} >= ${today}::date))::int`,
    })
    .from(experiments)
    .where(eq(experiments.userId, userId));
  const all = held!.all + taken.length;
  if (all > MAX_EXPERIMENTS) {
    throw conflict(
      `This file has ${taken.length} experiments you do not have and you have ${held!.all}: together they pass the ${MAX_EXPERIMENTS} you can keep. Nothing was imported.`,
    );
  }
  if (held!.running + running(taken) > MAX_RUNNING_EXPERIMENTS) {
    throw conflict(
      `This file has ${running(taken)} experiments still running and you run ${held!.running}: together they pass the ${MAX_RUNNING_EXPERIMENTS} you can run at once. Nothing was imported.`,
    );
  }
  // Counted only when the file has the type, so the answer to an older file is what it was.
  if (records.experiments !== undefined) {
    result.imported.experiments = taken.length;
    result.skipped.experiments = given.length - taken.length;
  }
  return { experiments: taken, today };
}

/**
 * When a restored experiment's end counts as told (`finished_at`). `experiment.finished` is raised
 * once per experiment, and the file's person has been told of what ended before the export: one
 * the file marks told keeps that instant, and one that had ended by the import (stopped, or past
 * its last planned day) comes in told as of the import, so moving an account never raises the
 * event again for an old end, nor for one the old account may have told after the export. Only an
 * experiment still running comes in untold: its end is told once, in this account, when it comes.
 */
function toldAt(experiment: ExperimentRecord, today: string, now: Date): Date | null {
  if (experiment.finishedAt !== null) return new Date(experiment.finishedAt);
  const ended = experiment.stoppedOn !== null || lastDayOf(experiment) < today;
  return ended ? now : null;
}

/** Writes the planned experiments after the protocols, naming them by their ids in this account. */
export async function writeExperimentImport(tx: Transaction, userId: number, plan: ExperimentImport, given: ExperimentRecord[]) {
  if (plan.experiments.length === 0) return;
  const protocols = await liveProtocols(tx, userId);
  const idOf = new Map(protocols.map((protocol) => [protocol.document.id, protocol.id]));
  const byId = new Map(protocols.map((protocol) => [protocol.id, protocol]));
  const now = new Date();
  const rows = plan.experiments.map((experiment) => {
    const intervention = fromFileRef(experiment.intervention, idOf) as ExperimentIntervention;
    const outcome = fromFileRef(experiment.outcome, idOf)!;
    try {
      checkPairRefs(intervention, outcome, byId);
    } catch (error) {
      if (error instanceof HttpError) throw badRequest(`records.experiments.${given.indexOf(experiment)}.${error.message}`);
      throw error;
    }
    const question: Omit<ExperimentCreate, 'startDay'> = {
      intervention,
      outcome,
      lag: experiment.lag,
      smallestChange: experiment.smallestChange,
      direction: experiment.direction,
      design: experiment.design,
      stopping: experiment.stopping,
    };
    return {
      userId,
      ...question,
      startDay: experiment.startDay,
      endDay: lastDayOf(experiment),
      seed: experiment.seed,
      createdAt: new Date(experiment.createdAt),
      stoppedOn: experiment.stoppedOn,
      finishedAt: toldAt(experiment, plan.today, now),
    };
  });
  await tx.insert(experiments).values(rows);
}
