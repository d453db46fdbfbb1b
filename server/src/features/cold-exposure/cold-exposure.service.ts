import { COLD_MIN_SECONDS, coldTemperatureError } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { ColdLog, ColdLogCreate, ColdLogPatch } from '@uh/core/cold-exposure/cold-exposure.schema';
import { localDateOf } from '@uh/core/common/calendar.logic';
import { fromCelsius, roundTo, toCelsius, type TemperatureUnit } from '@uh/core/common/units.logic';
import type { DeletedLog, ListQuery } from '@uh/core/protocols/protocols.schema';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { coldExposureLogs } from '../../db/schema';
import { deleteLog } from '../../lib/deleted-logs';
import { badRequest, notFound } from '../../lib/http-error';
import { userListPages } from '../../lib/list-page';
import type { EventDeps } from '../../lib/app-events';
import type { ProtocolOwner } from '../../lib/protocol-completion';

type Row = typeof coldExposureLogs.$inferSelect;

const unitOf = (row: Row): TemperatureUnit => (row.temperatureUnit === 'C' ? 'C' : 'F');

export function toColdLog(row: Row): ColdLog {
  return {
    id: row.id,
    userId: row.userId,
    exposureMethod: row.exposureMethod,
    temperature: roundTo(fromCelsius(row.temperatureC, unitOf(row)), 2),
    temperatureUnit: unitOf(row),
    duration: row.durationSeconds,
    completed: row.completed,
    timestamp: row.timestamp.toISOString(),
    localDay: row.localDay,
  };
}

/** The local day a session counts on, when it counts (it lasted at least the minimum). */
const countedDay = (row: Row) => (row.durationSeconds >= COLD_MIN_SECONDS ? row.localDay : null);

export async function createColdLog(
  { db, events }: EventDeps,
  owner: ProtocolOwner,
  input: ColdLogCreate,
  now = new Date(),
): Promise<ColdLog> {
  const at = input.timestamp === undefined ? now : new Date(input.timestamp);
  const [row] = await db
    .insert(coldExposureLogs)
    .values({
      userId: owner.id,
      exposureMethod: input.exposureMethod,
      temperatureC: toCelsius(input.temperature, input.temperatureUnit),
      temperatureUnit: input.temperatureUnit,
      durationSeconds: input.duration,
      completed: input.completed,
      timestamp: at,
      timeZone: owner.timeZone,
      localDay: localDateOf(at, owner.timeZone),
    })
    .returning();
  const log = toColdLog(row!);
  await events.emit('log.created', { db, userId: owner.id, kind: 'coldExposure', id: log.id, log, countsOn: countedDay(row!) });
  return log;
}

const coldLogPages = userListPages('cold_exposure_logs', coldExposureLogs, coldExposureLogs.userId, coldExposureLogs.timestamp);

export async function listColdLogs(db: Database, userId: number, query: ListQuery): Promise<ColdLog[]> {
  const rows = await coldLogPages(db, userId, query);
  return rows.map(toColdLog);
}

/**
 * Changes some fields of one of the caller's logs (or just marks it completed). A new time moves
 * the session to the day it falls on in the zone it was logged in; the checklist follows both days.
 */
export async function patchColdLog({ db, events }: EventDeps, owner: ProtocolOwner, id: number, patch: ColdLogPatch): Promise<ColdLog> {
  const ownLog = and(eq(coldExposureLogs.id, id), eq(coldExposureLogs.userId, owner.id));
  const [row] = await db.select().from(coldExposureLogs).where(ownLog);
  if (!row) throw notFound('Cold exposure log not found');

  const unit = patch.temperatureUnit ?? unitOf(row);
  // A new unit alone re-expresses the stored temperature; a new temperature is read in the (new) unit.
  const temperature = patch.temperature ?? fromCelsius(row.temperatureC, unit);
  const temperatureError = coldTemperatureError(roundTo(temperature, 2), unit);
  if (temperatureError) throw badRequest(`temperature: ${temperatureError}`);
  const timestamp = patch.timestamp ? new Date(patch.timestamp) : row.timestamp;
  const [updated] = await db
    .update(coldExposureLogs)
    .set({
      exposureMethod: patch.exposureMethod ?? row.exposureMethod,
      temperatureC: toCelsius(temperature, unit),
      temperatureUnit: unit,
      durationSeconds: patch.duration ?? row.durationSeconds,
      completed: patch.completed ?? row.completed,
      timestamp,
      localDay: localDateOf(timestamp, row.timeZone),
    })
    .where(ownLog)
    .returning();
  await events.emit('log.changed', {
    db,
    userId: owner.id,
    kind: 'coldExposure',
    id,
    countedOn: countedDay(row),
    countsOn: countedDay(updated!),
  });
  return toColdLog(updated!);
}

/** Deletes one of the caller's sessions (Undo can bring it back); the checklist follows. */
export async function deleteColdLog({ db, events }: EventDeps, owner: ProtocolOwner, id: number): Promise<DeletedLog> {
  const [row] = await db
    .select()
    .from(coldExposureLogs)
    .where(and(eq(coldExposureLogs.id, id), eq(coldExposureLogs.userId, owner.id)));
  const undoId = row ? await deleteLog(db, 'coldExposure', owner.id, id) : null;
  if (!row || undoId === null) throw notFound('Cold exposure log not found');
  await events.emit('log.deleted', { db, userId: owner.id, kind: 'coldExposure', id, countedOn: countedDay(row) });
  return { undoId };
}
