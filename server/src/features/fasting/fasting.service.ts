import { roundTo } from '@uh/core/common/units.logic';
import { localDateOf } from '@uh/core/common/calendar.logic';
import { fastTimesProblem } from '@uh/core/fasting/fast-times.logic';
import { resolveFast } from '@uh/core/fasting/fasting.logic';
import { isFastCorrection, type FastingLog, type FastingPatch, type FastingStart } from '@uh/core/fasting/fasting.schema';
import { deleteLog } from '../../lib/deleted-logs';
import { badRequest, notFound } from '../../lib/http-error';
import type { EventDeps } from '../../lib/app-events';
import type { LogService } from '../../lib/log-service';
import type { ProtocolOwner } from '../../lib/protocol-completion';
import { fastCountsOn, fastStorage, oneRunningFast, toFastingLog, type FastRow } from './fasting.storage';

/**
 * The columns that follow from a fast's times (docs/decisions/0010): duration and completion
 * from the times given, never clamped to the target, and the local day of the end in `timeZone`.
 */
function timeColumns(times: { startTime: Date; endTime: Date | null; targetHours: number }, timeZone: string) {
  const resolved = resolveFast(times);
  return {
    startTime: times.startTime,
    endTime: times.endTime,
    targetHours: times.targetHours,
    durationSeconds: resolved.durationSeconds,
    completed: resolved.completed,
    timeZone,
    localDay: times.endTime ? localDateOf(times.endTime, timeZone) : null,
  };
}

async function startFast(deps: EventDeps, owner: ProtocolOwner, input: FastingStart): Promise<FastingLog> {
  const values = { userId: owner.id, startTime: new Date(input.startTime), targetHours: input.targetHours, timeZone: owner.timeZone };
  const row = await fastStorage
    .insert(deps.db, values)
    .catch(oneRunningFast('A fast is already in progress. End it before starting another.'));
  const fast = toFastingLog(row);
  await deps.events.emit('log.created', { db: deps.db, userId: owner.id, kind: 'fasting', id: fast.id, log: fast, countsOn: null });
  await deps.events.emit('fast.started', { db: deps.db, userId: owner.id, fast });
  return fast;
}

async function ownFast(deps: Pick<EventDeps, 'db'>, owner: ProtocolOwner, id: number): Promise<FastRow> {
  const row = await fastStorage.find(deps.db, owner.id, id);
  if (!row) throw notFound('Fasting log not found');
  return row;
}

/**
 * Ends, reopens or corrects one of the caller's fasts (see `fastingPatchSchema`). Ending a fast
 * that has already ended changes nothing, so a second tab or a retried request cannot move its end.
 * The checklist follows: the days the fast counted on before and counts on now are re-derived.
 */
async function patchFast(deps: EventDeps, owner: ProtocolOwner, id: number, patch: FastingPatch, now = new Date()): Promise<FastingLog> {
  const row = await ownFast(deps, owner, id);
  const isCorrection = isFastCorrection(patch);
  if (!isCorrection && (patch.endTime === null ? row.endTime === null : row.endTime !== null)) return endedAgain(deps, owner, row, patch);

  const times = {
    startTime: patch.startTime ? new Date(patch.startTime) : row.startTime,
    endTime: patch.endTime === undefined ? row.endTime : patch.endTime === null ? null : new Date(patch.endTime),
    targetHours: patch.targetHours ?? row.targetHours,
  };
  const problem = fastTimesProblem(times, now);
  if (problem) throw badRequest(problem);
  // A fast ended now counts in the zone in force now; a corrected one keeps the zone it was logged in.
  const timeZone = isCorrection || row.endTime ? row.timeZone : owner.timeZone;
  const updated = await fastStorage
    .update(deps.db, owner.id, id, timeColumns(times, timeZone))
    .catch(oneRunningFast('Another fast is running now. End it before reopening this one.'));

  const change = { db: deps.db, userId: owner.id };
  await deps.events.emit('log.changed', { ...change, kind: 'fasting', id, countedOn: fastCountsOn(row), countsOn: fastCountsOn(updated) });
  const fast = toFastingLog(updated);
  if (patch.endTime && fast.endTime) await deps.events.emit('fast.ended', { ...change, fast });
  return fast;
}

/**
 * Ending a fast that has already ended changes nothing, yet still says the fast ended: a retried
 * request raises the same event again, which the webhooks queue once (its message id is the fast's).
 */
async function endedAgain(deps: EventDeps, owner: ProtocolOwner, row: FastRow, patch: FastingPatch): Promise<FastingLog> {
  const fast = toFastingLog(row);
  if (patch.endTime && fast.endTime) await deps.events.emit('fast.ended', { db: deps.db, userId: owner.id, fast });
  return fast;
}

/** Deletes one of the caller's fasts (Undo can bring it back); the checklist follows. */
async function deleteFast(deps: EventDeps, owner: ProtocolOwner, id: number) {
  const row = await ownFast(deps, owner, id);
  const undoId = await deleteLog(deps.db, 'fasting', owner.id, id);
  if (undoId === null) throw notFound('Fasting log not found');
  await deps.events.emit('log.deleted', { db: deps.db, userId: owner.id, kind: 'fasting', id, countedOn: fastCountsOn(row) });
  return { undoId };
}

/** Fasts: started, then ended (or corrected); a fast that reached its target counts on the day it ended. */
export const fastingLogService: LogService<FastingLog, FastingStart, FastingPatch> = {
  list: async ({ db }, owner, query) => (await fastStorage.page(db, owner.id, query)).map(toFastingLog),
  create: startFast,
  patch: patchFast,
  remove: deleteFast,
};

/** The alternate family (docs/product.md §7) reports duration in hours. */
export const fastInHours = (log: FastingLog): FastingLog => ({
  ...log,
  duration: log.duration === null ? null : roundTo(log.duration / 3600, 4),
});
