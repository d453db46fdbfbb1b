import { coldTemperatureError } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { ColdLogCreate, ColdLogPatch } from '@uh/core/cold-exposure/cold-exposure.schema';
import { fromCelsius, roundTo, toCelsius } from '@uh/core/common/units.logic';
import { badRequest } from '../../lib/http-error';
import { completionAnnouncements, timedLogService } from '../../lib/timed-log-service';
import { coldCountsOn, coldStorage, toColdLog, unitOf, type ColdRow } from './cold-exposure.storage';

const newColumns = (input: ColdLogCreate) => ({
  exposureMethod: input.exposureMethod,
  temperatureC: toCelsius(input.temperature, input.temperatureUnit),
  temperatureUnit: input.temperatureUnit,
  durationSeconds: input.duration,
  completed: input.completed,
});

/**
 * A correction may change any field or just mark the session completed. A new unit alone
 * re-expresses the stored temperature; a new temperature is read in the (new) unit.
 */
function changedColumns(row: ColdRow, patch: ColdLogPatch) {
  const unit = patch.temperatureUnit ?? unitOf(row);
  const temperature = patch.temperature ?? fromCelsius(row.temperatureC, unit);
  const temperatureError = coldTemperatureError(roundTo(temperature, 2), unit);
  if (temperatureError) throw badRequest(`temperature: ${temperatureError}`);
  return {
    exposureMethod: patch.exposureMethod ?? row.exposureMethod,
    temperatureC: toCelsius(temperature, unit),
    temperatureUnit: unit,
    durationSeconds: patch.duration ?? row.durationSeconds,
    completed: patch.completed ?? row.completed,
  };
}

/** Cold sessions: a session counts on its day when it lasted at least the minimum; the checklist follows. */
export const coldLogService = timedLogService({
  storage: coldStorage,
  logKind: 'coldExposure',
  notFound: 'Cold exposure log not found',
  toLog: toColdLog,
  newColumns,
  changedColumns,
  announce: completionAnnouncements('coldExposure', coldCountsOn),
});
