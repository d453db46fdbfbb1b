import type { ColdLog, ColdLogPatch } from '@uh/core/cold-exposure/cold-exposure.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { invalidateProgressViews } from '#lib/progress-views';
import { useDeleteLog } from '#lib/use-delete-log';
import { coldKeys } from './cold-queries';

/** PATCH /api/protocols/cold/{id}: a correction; the strip, history and checklist re-read. */
export function useEditCold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: number; patch: ColdLogPatch }) =>
      (await apiRequest('PATCH', `/api/protocols/cold/${id}`, patch)).json() as Promise<ColdLog>,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: coldKeys.all() }), invalidateProgressViews(queryClient)]),
  });
}

/** DELETE /api/protocols/cold/{id}, with Undo in the toast for 10 seconds. */
export const useDeleteCold = () =>
  useDeleteLog({ urlOf: (id) => `/api/protocols/cold/${id}`, listKey: coldKeys.all(), deletedTitle: 'Cold session deleted' });
