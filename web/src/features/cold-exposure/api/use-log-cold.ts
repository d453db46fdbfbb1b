import type { ColdMethod } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { ColdLog } from '@uh/core/cold-exposure/cold-exposure.schema';
import type { TemperatureUnit } from '@uh/core/common/units.logic';
import { finishedSession, useCreateLog } from '#lib/use-create-log';
import { COLD_LOGS } from './use-edit-cold';

/** A finished session: the temperature in the unit it was typed in, and whole seconds. */
export type ColdLogInput = {
  userId: number;
  exposureMethod: ColdMethod;
  temperature: number;
  temperatureUnit: TemperatureUnit;
  duration: number;
};

/** Which queued writes are cold sessions (the page shows them as waiting to sync). */
export const COLD_LOG_WRITE = 'cold-log';

/**
 * POST /api/protocols/cold with the typed unit and completed=true (Stop logs a finished session).
 * Without a connection the session is kept on this device, with the time it ended, and sent later.
 */
export const useLogCold = () =>
  useCreateLog<ColdLogInput, ColdLog>({ ...COLD_LOGS, write: { kind: COLD_LOG_WRITE, label: 'Cold session' }, requestOf: finishedSession });
