import type { ColdMethod } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { ColdLog } from '@uh/core/cold-exposure/cold-exposure.schema';
import type { TemperatureUnit } from '@uh/core/common/units.logic';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrQueue } from '#lib/offline-writes';
import { invalidateProgressViews } from '#lib/progress-views';
import { coldKeys } from './cold-queries';

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
export function useLogCold() {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too: sendOrQueue keeps the session rather than waiting for a connection.
    networkMode: 'always',
    mutationFn: (input: ColdLogInput) =>
      sendOrQueue<ColdLog>(
        input.userId,
        { kind: COLD_LOG_WRITE, label: 'Cold session', method: 'POST', url: '/api/protocols/cold', body: { ...input, completed: true } },
        { timeField: 'timestamp' },
      ),
    // The server ticks today's checklist and the summaries change too.
    onSuccess: (result) =>
      result.isQueued
        ? undefined
        : Promise.all([queryClient.invalidateQueries({ queryKey: coldKeys.all() }), invalidateProgressViews(queryClient)]),
  });
}
