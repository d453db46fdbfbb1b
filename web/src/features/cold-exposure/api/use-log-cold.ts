import type { ColdMethod } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { ColdLog } from '@uh/core/cold-exposure/cold-exposure.schema';
import type { TemperatureUnit } from '@uh/core/common/units.logic';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
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

/** POST /api/protocols/cold with the typed unit and completed=true (Stop logs a finished session). */
export function useLogCold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ColdLogInput) =>
      (await apiRequest('POST', '/api/protocols/cold', { ...input, completed: true })).json() as Promise<ColdLog>,
    // The server ticks today's checklist and the summaries change too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: coldKeys.all() }), invalidateProgressViews(queryClient)]),
  });
}
