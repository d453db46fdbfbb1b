import type { LocalDate } from '@uh/core/common/calendar.logic';
import type { JournalDeleteResult, TrackerCreatedLog } from '@uh/core/voice-journal/journal.schema';
import { exerciseToAdd, proteinToAdd, type LogPlan } from '@uh/core/voice-journal/journal-logs.logic';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fastingLogs, thirtyThirtyThirtyLogs } from '../../db/schema';
import { conflict, HttpError } from '../../lib/http-error';
import type { ProtocolOwner } from '../../lib/protocol-completion';
import type { JournalDeps } from './journal-ports';

type LogDeps = JournalDeps;

const NOT_SAVED = 'The entry was not saved: save it without creating the log, or change the fast first.';

/** The day's latest 30-30-30 session, which a meal's protein is added to. */
async function sessionOfDay(db: Database, userId: number, day: LocalDate) {
  const [row] = await db
    .select()
    .from(thirtyThirtyThirtyLogs)
    .where(and(eq(thirtyThirtyThirtyLogs.userId, userId), eq(thirtyThirtyThirtyLogs.localDay, day)))
    .orderBy(desc(thirtyThirtyThirtyLogs.timestamp))
    .limit(1);
  return row;
}

async function addProtein(deps: LogDeps, owner: ProtocolOwner, grams: number, at: Date, day: LocalDate): Promise<TrackerCreatedLog | null> {
  const session = await sessionOfDay(deps.db, owner.id, day);
  if (!session) {
    // No session that day: one with this protein and no exercise yet (completion follows the rule).
    const log = await deps.ports.logs.thirtyThirtyThirty.create(
      deps.db,
      owner,
      { proteinAmount: grams, exerciseDuration: 0, timestamp: at.toISOString() },
      at,
    );
    return { kind: 'thirtyThirtyThirty', id: log.id };
  }
  const added = proteinToAdd(session.proteinGrams, grams);
  if (added === 0) return null;
  await deps.ports.logs.thirtyThirtyThirty.patch(deps.db, owner, session.id, { proteinAmount: session.proteinGrams + added });
  return { kind: 'thirtyThirtyThirty', id: session.id, change: 'addedProtein', proteinGrams: added };
}

/** Exercise counts towards the day's session like protein: added to it, or a new session with no protein yet. */
async function addExercise(
  deps: LogDeps,
  owner: ProtocolOwner,
  seconds: number,
  at: Date,
  day: LocalDate,
): Promise<TrackerCreatedLog | null> {
  const session = await sessionOfDay(deps.db, owner.id, day);
  if (!session) {
    const log = await deps.ports.logs.thirtyThirtyThirty.create(
      deps.db,
      owner,
      { proteinAmount: 0, exerciseDuration: seconds, timestamp: at.toISOString() },
      at,
    );
    return { kind: 'thirtyThirtyThirty', id: log.id, exerciseSeconds: seconds };
  }
  const added = exerciseToAdd(session.exerciseSeconds, seconds);
  if (added === 0) return null;
  await deps.ports.logs.thirtyThirtyThirty.patch(deps.db, owner, session.id, { exerciseDuration: session.exerciseSeconds + added });
  return { kind: 'thirtyThirtyThirty', id: session.id, change: 'addedExercise', exerciseSeconds: added };
}

async function endRunningFast(deps: LogDeps, owner: ProtocolOwner, endTime: string): Promise<TrackerCreatedLog> {
  const [running] = await deps.db
    .select({ id: fastingLogs.id })
    .from(fastingLogs)
    .where(and(eq(fastingLogs.userId, owner.id), isNull(fastingLogs.endTime)));
  if (!running) throw conflict(`No active fasting session found. ${NOT_SAVED}`);
  await deps.ports.logs.fasting.patch(deps.db, owner, running.id, { endTime });
  return { kind: 'fasting', id: running.id, change: 'endedFast' };
}

/**
 * Writes the log a saved entry makes (core's `logPlanOf` decides which) and says what it did.
 * Called inside the transaction that saves the entry, so a refusal (a fast already running) saves
 * nothing at all.
 */
export async function applyLogPlan(
  deps: LogDeps,
  owner: ProtocolOwner,
  plan: LogPlan,
  at: Date,
  day: LocalDate,
): Promise<TrackerCreatedLog | null> {
  switch (plan.kind) {
    case 'coldExposure':
      return { kind: 'coldExposure', id: (await deps.ports.logs.coldExposure.create(deps.db, owner, plan.log, at)).id };
    case 'biometrics': {
      // A spoken reading is taken now in °F terms; a tool's may name its own unit, source and time.
      const { temperatureUnit = 'F', wearableSource = 'manual', timestamp = at.toISOString(), ...readings } = plan.log;
      const log = { ...readings, temperatureUnit, wearableSource, timestamp };
      return { kind: 'biometrics', id: (await deps.ports.logs.biometrics.create(deps.db, owner, log, at)).id };
    }
    case 'fastStart': {
      try {
        const fast = await deps.ports.logs.fasting.create(deps.db, owner, { startTime: plan.startTime, targetHours: plan.targetHours });
        return { kind: 'fasting', id: fast.id };
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 409) throw conflict(`${error.message} ${NOT_SAVED}`);
        throw error;
      }
    }
    case 'fastEnd':
      return endRunningFast(deps, owner, plan.endTime);
    case 'protein':
      return addProtein(deps, owner, plan.grams, at, day);
    case 'exercise':
      return addExercise(deps, owner, plan.seconds, at, day);
  }
}

const removerOf = ({ ports }: LogDeps, kind: TrackerCreatedLog['kind']) => ports.logs[kind].remove;

const isNotFound = (error: unknown) => error instanceof HttpError && error.statusCode === 404;

/**
 * Undoes what an entry did to the logs, for "also delete the logs": a log it created is deleted
 * through its feature (Undo can bring it back; the checklist follows), protein or exercise it added
 * is taken back, and a fast it ended is left as it is. Logs already gone are skipped.
 */
export async function undoEntryLogs(
  deps: LogDeps,
  owner: ProtocolOwner,
  logs: readonly TrackerCreatedLog[],
): Promise<JournalDeleteResult['deletedLogs']> {
  const deleted: JournalDeleteResult['deletedLogs'] = [];
  for (const log of logs) {
    try {
      if (log.change === 'addedProtein' || log.change === 'addedExercise') {
        const [session] = await deps.db
          .select({ protein: thirtyThirtyThirtyLogs.proteinGrams, exercise: thirtyThirtyThirtyLogs.exerciseSeconds })
          .from(thirtyThirtyThirtyLogs)
          .where(and(eq(thirtyThirtyThirtyLogs.id, log.id), eq(thirtyThirtyThirtyLogs.userId, owner.id)));
        if (!session) continue;
        const patch =
          log.change === 'addedProtein'
            ? { proteinAmount: Math.max(0, session.protein - (log.proteinGrams ?? 0)) }
            : { exerciseDuration: Math.max(0, session.exercise - (log.exerciseSeconds ?? 0)) };
        await deps.ports.logs.thirtyThirtyThirty.patch(deps.db, owner, log.id, patch);
      } else if (!log.change) {
        const { undoId } = await removerOf(deps, log.kind)(deps.db, owner, log.id);
        deleted.push({ kind: log.kind, id: log.id, undoId });
      }
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  return deleted;
}
