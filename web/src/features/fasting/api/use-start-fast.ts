import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { invalidateProgressViews } from '#lib/progress-views';
import { fastingKeys, isConflict } from './fasting-queries';

export type StartFastInput = { startTime: string; targetHours: number };

/**
 * POST /api/protocols/fasting; the list is re-read before the mutation settles. On 409 (a fast is
 * already running) the list is re-read too, so the page resumes that fast without flashing idle.
 */
export function useStartFast(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ startTime, targetHours }: StartFastInput): Promise<FastingLog> =>
      (await apiRequest('POST', '/api/protocols/fasting', { userId, startTime, targetHours, completed: false })).json(),
    onSuccess: (log) => {
      queryClient.setQueryData<FastingLog[]>(fastingKeys.list(userId), (logs) => [
        log,
        ...(logs ?? []).filter((entry) => entry.id !== log.id),
      ]);
      return Promise.all([queryClient.invalidateQueries({ queryKey: fastingKeys.list(userId) }), invalidateProgressViews(queryClient)]);
    },
    onError: (error) => (isConflict(error) ? queryClient.invalidateQueries({ queryKey: fastingKeys.list(userId) }) : undefined),
  });
}
