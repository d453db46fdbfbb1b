import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrQueue } from '#lib/offline-writes';
import { invalidateProgressViews } from '#lib/progress-views';
import type { BiometricPayload } from '../lib/biometric-form';
import { biometricsKeys } from './biometrics-queries';

/** Which queued writes are biometric readings (the page shows them as waiting to sync). */
export const BIOMETRICS_WRITE = 'biometrics';

/**
 * POST /api/biometrics with the filled readings (empty ones as null); the trends re-read. Without
 * a connection the reading is kept on this device, with its time, and sent later.
 */
export function useLogBiometrics(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (readings: BiometricPayload) =>
      sendOrQueue<BiometricLog>(
        userId,
        { kind: BIOMETRICS_WRITE, label: 'Biometric reading', method: 'POST', url: '/api/biometrics', body: { userId, ...readings } },
        { timeField: 'timestamp' },
      ),
    onSuccess: (result) =>
      result.isQueued
        ? undefined
        : Promise.all([queryClient.invalidateQueries({ queryKey: biometricsKeys.list(userId) }), invalidateProgressViews(queryClient)]),
  });
}
