import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { invalidateProgressViews } from '#lib/progress-views';
import { fastingKeys } from './fasting-queries';

/** PATCH /api/protocols/fasting/{id} with the end time; the server computes duration and completed. */
export function useEndFast(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, endTime }: { id: number; endTime: string }): Promise<FastingLog> =>
      (await apiRequest('PATCH', `/api/protocols/fasting/${id}`, { endTime })).json(),
    onSuccess: (log) => {
      queryClient.setQueryData<FastingLog[]>(fastingKeys.list(userId), (logs) => logs?.map((entry) => (entry.id === log.id ? log : entry)));
      return Promise.all([queryClient.invalidateQueries({ queryKey: fastingKeys.list(userId) }), invalidateProgressViews(queryClient)]);
    },
    // The server may have ended it already (target reached): re-read to show what it holds.
    onError: () => queryClient.invalidateQueries({ queryKey: fastingKeys.list(userId) }),
  });
}
