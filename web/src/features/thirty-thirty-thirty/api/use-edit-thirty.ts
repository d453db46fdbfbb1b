import type { ThirtyLog, ThirtyLogPatch } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { invalidateProgressViews } from '#lib/progress-views';
import { useDeleteLog } from '#lib/use-delete-log';
import { thirtyKeys } from './thirty-queries';

/** PATCH /api/protocols/thirty/{id}: a correction; the server re-decides completion and the checklist. */
export function useEditThirty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: number; patch: ThirtyLogPatch }) =>
      (await apiRequest('PATCH', `/api/protocols/thirty/${id}`, patch)).json() as Promise<ThirtyLog>,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: thirtyKeys.all() }), invalidateProgressViews(queryClient)]),
  });
}

/** DELETE /api/protocols/thirty/{id}, with Undo in the toast for 10 seconds. */
export const useDeleteThirty = () =>
  useDeleteLog({ urlOf: (id) => `/api/protocols/thirty/${id}`, listKey: thirtyKeys.all(), deletedTitle: '30-30-30 session deleted' });
