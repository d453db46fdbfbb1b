import { COLD_MIN_SECONDS } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { ColdLog } from '@uh/core/cold-exposure/cold-exposure.schema';
import { fromCelsius, roundTo, type TemperatureUnit } from '@uh/core/common/units.logic';
import { coldExposureLogs } from '../../db/schema';
import { logStorage } from '../../lib/log-storage';

export type ColdRow = typeof coldExposureLogs.$inferSelect;

/** Sessions are stored in °C with the unit they were logged in, and listed newest first. */
export const coldStorage = logStorage('cold_exposure_logs', coldExposureLogs, coldExposureLogs.timestamp);

export const unitOf = (row: ColdRow): TemperatureUnit => (row.temperatureUnit === 'C' ? 'C' : 'F');

export function toColdLog(row: ColdRow): ColdLog {
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
export const coldCountsOn = (row: ColdRow) => (row.durationSeconds >= COLD_MIN_SECONDS ? row.localDay : null);
