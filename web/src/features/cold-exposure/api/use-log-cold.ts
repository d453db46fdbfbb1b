import type { ColdMethod } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { ColdLog } from '@uh/core/cold-exposure/cold-exposure.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { coldKeys } from './cold-queries';

/** A finished session: °F and whole seconds. */
export type ColdLogInput = { userId: number; exposureMethod: ColdMethod; temperature: number; duration: number };

/** POST /api/protocols/cold with temperatureUnit 'F' and completed=true (Stop logs a finished session). */
export function useLogCold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ColdLogInput) =>
      (await apiRequest('POST', '/api/protocols/cold', { ...input, temperatureUnit: 'F', completed: true })).json() as Promise<ColdLog>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coldKeys.all() }),
  });
}
