import type { BiometricLog, BiometricPatch } from '@uh/core/biometrics/biometrics.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { invalidateProgressViews } from '#lib/progress-views';
import { useDeleteLog } from '#lib/use-delete-log';
import { biometricsKeys } from './biometrics-queries';

/** PATCH /api/biometrics/{id}: a correction; the trends, history and progress averages re-read. */
export function useEditBiometric() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: number; patch: BiometricPatch }) =>
      (await apiRequest('PATCH', `/api/biometrics/${id}`, patch)).json() as Promise<BiometricLog>,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: biometricsKeys.all() }), invalidateProgressViews(queryClient)]),
  });
}

/** DELETE /api/biometrics/{id}, with Undo in the toast for 10 seconds. */
export const useDeleteBiometric = () =>
  useDeleteLog({ urlOf: (id) => `/api/biometrics/${id}`, listKey: biometricsKeys.all(), deletedTitle: 'Reading deleted' });
