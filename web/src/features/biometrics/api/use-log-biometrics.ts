import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { invalidateProgressViews } from '#lib/progress-views';
import type { BiometricPayload } from '../lib/biometric-form';
import { biometricsKeys } from './biometrics-queries';

/** POST /api/biometrics with the filled readings (empty ones as null); the trends re-read. */
export function useLogBiometrics(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (readings: BiometricPayload): Promise<BiometricLog> =>
      (await apiRequest('POST', '/api/biometrics', { userId, ...readings })).json(),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: biometricsKeys.list(userId) }), invalidateProgressViews(queryClient)]),
  });
}
