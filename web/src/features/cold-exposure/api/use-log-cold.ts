import type { ColdMethod } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { ColdLog } from '@uh/core/cold-exposure/cold-exposure.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { invalidateProgressViews } from '#lib/progress-views';
import { coldKeys } from './cold-queries';

/** A finished session: °F and whole seconds. */
export type ColdLogInput = { userId: number; exposureMethod: ColdMethod; temperature: number; duration: number };

/** POST /api/protocols/cold with temperatureUnit 'F' and completed=true (Stop logs a finished session). */
export function useLogCold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ColdLogInput) =>
      (await apiRequest('POST', '/api/protocols/cold', { ...input, temperatureUnit: 'F', completed: true })).json() as Promise<ColdLog>,
    // The server ticks today's checklist and the summaries change too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: coldKeys.all() }), invalidateProgressViews(queryClient)]),
  });
}
