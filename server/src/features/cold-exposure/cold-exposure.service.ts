import { PROTOCOL_CHECKLIST_ITEMS } from '@uh/core/checklist/checklist.logic';
import { COLD_MIN_SECONDS, COLD_TEMPERATURE_RANGE } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { ColdLog, ColdLogCreate, ColdLogPatch } from '@uh/core/cold-exposure/cold-exposure.schema';
import { fromCelsius, roundTo, toCelsius, type TemperatureUnit } from '@uh/core/common/units.logic';
import type { ListQuery } from '@uh/core/protocols/protocols.schema';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { coldExposureLogs } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { userListPage } from '../../lib/list-page';
import type { ProtocolOwner, RecordCompletion } from '../../lib/protocol-completion';

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
  };
}

/** A session of at least the minimum length ticks the day's cold exposure item. */
async function recordIfLongEnough(row: Row, owner: ProtocolOwner, recordCompletion: RecordCompletion) {
  if (row.durationSeconds >= COLD_MIN_SECONDS) await recordCompletion(owner, row.timestamp, PROTOCOL_CHECKLIST_ITEMS.coldExposure);
}

export async function createColdLog(
  db: Database,
  owner: ProtocolOwner,
  input: ColdLogCreate,
  recordCompletion: RecordCompletion,
): Promise<ColdLog> {
  const [row] = await db
    .insert(coldExposureLogs)
    .values({
      userId: owner.id,
      exposureMethod: input.exposureMethod,
      temperatureC: toCelsius(input.temperature, input.temperatureUnit),
      temperatureUnit: input.temperatureUnit,
      durationSeconds: input.duration,
      completed: input.completed,
    })
    .returning();
  await recordIfLongEnough(row!, owner, recordCompletion);
  return toColdLog(row!);
}

export async function listColdLogs(db: Database, userId: number, query: ListQuery): Promise<ColdLog[]> {
  const page = userListPage(coldExposureLogs.userId, coldExposureLogs.timestamp, userId, query);
  const rows = await db
    .select()
    .from(coldExposureLogs)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit);
  return rows.map(toColdLog);
}

/** Changes some fields of one of the caller's logs (or just marks it completed). */
export async function patchColdLog(
  db: Database,
  owner: ProtocolOwner,
  id: number,
  patch: ColdLogPatch,
  recordCompletion: RecordCompletion,
): Promise<ColdLog> {
  const ownLog = and(eq(coldExposureLogs.id, id), eq(coldExposureLogs.userId, owner.id));
  const [row] = await db.select().from(coldExposureLogs).where(ownLog);
  if (!row) throw notFound('Cold exposure log not found');

  const unit = patch.temperatureUnit ?? unitOf(row);
  // A new unit alone re-expresses the stored temperature; a new temperature is read in the (new) unit.
  const temperature = patch.temperature ?? fromCelsius(row.temperatureC, unit);
  const range = COLD_TEMPERATURE_RANGE[unit];
  if (temperature < range.min || temperature > range.max) {
    throw badRequest(`temperature must be between ${range.min} and ${range.max} °${unit}`);
  }
  const [updated] = await db
    .update(coldExposureLogs)
    .set({
      exposureMethod: patch.exposureMethod ?? row.exposureMethod,
      temperatureC: toCelsius(temperature, unit),
      temperatureUnit: unit,
      durationSeconds: patch.duration ?? row.durationSeconds,
      completed: patch.completed ?? row.completed,
    })
    .where(ownLog)
    .returning();
  if (row.durationSeconds < COLD_MIN_SECONDS) await recordIfLongEnough(updated!, owner, recordCompletion);
  return toColdLog(updated!);
}
