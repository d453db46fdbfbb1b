import { COLD_TEMPERATURE_RANGE } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { ColdLog, ColdLogCreate, ColdLogPatch } from '@uh/core/cold-exposure/cold-exposure.schema';
import { fromCelsius, roundTo, toCelsius, type TemperatureUnit } from '@uh/core/common/units.logic';
import type { ListQuery } from '@uh/core/protocols/protocols.schema';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { coldExposureLogs } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { userListPage } from '../../lib/list-page';

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

export async function createColdLog(db: Database, userId: number, input: ColdLogCreate): Promise<ColdLog> {
  const [row] = await db
    .insert(coldExposureLogs)
    .values({
      userId,
      exposureMethod: input.exposureMethod,
      temperatureC: toCelsius(input.temperature, input.temperatureUnit),
      temperatureUnit: input.temperatureUnit,
      durationSeconds: input.duration,
      completed: input.completed,
    })
    .returning();
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
export async function patchColdLog(db: Database, userId: number, id: number, patch: ColdLogPatch): Promise<ColdLog> {
  const ownLog = and(eq(coldExposureLogs.id, id), eq(coldExposureLogs.userId, userId));
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
  return toColdLog(updated!);
}
