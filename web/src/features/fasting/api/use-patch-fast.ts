import type { FastingLog, FastingPatch } from '@uh/core/fasting/fasting.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { invalidateProgressViews } from '#lib/progress-views';
import { fastingKeys } from './fasting-queries';

export type PatchFastInput = { id: number; patch: FastingPatch };

/**
 * PATCH /api/protocols/fasting/{id}: ends, reopens (Undo) or corrects a fast; the server computes
 * duration and completion from the times, and the checklist and progress follow.
 */
export function usePatchFast(userId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: fastingKeys.list(userId) }), invalidateProgressViews(queryClient)]);
  return useMutation({
    mutationFn: async ({ id, patch }: PatchFastInput): Promise<FastingLog> =>
      (await apiRequest('PATCH', `/api/protocols/fasting/${id}`, patch)).json(),
    onSuccess: (log) => {
      queryClient.setQueryData<FastingLog[]>(fastingKeys.list(userId), (logs) => logs?.map((entry) => (entry.id === log.id ? log : entry)));
      return refresh();
    },
    // Another tab may have ended, reopened or deleted it: re-read to show what the server holds.
    onError: refresh,
  });
}
