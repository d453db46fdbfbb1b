import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { useCreateLog } from '#lib/use-create-log';
import type { BiometricPayload } from '../lib/biometric-form';
import { biometricsKeys } from './biometrics-queries';
import { BIOMETRICS_URL } from './use-edit-biometric';

/** Which queued writes are biometric readings (the page shows them as waiting to sync). */
export const BIOMETRICS_WRITE = 'biometrics';

/**
 * POST /api/biometrics with the filled readings (empty ones as null); the trends re-read. Without
 * a connection the reading is kept on this device, with its time, and sent later.
 */
export const useLogBiometrics = (userId: number) =>
  useCreateLog<BiometricPayload, BiometricLog>({
    logsUrl: BIOMETRICS_URL,
    listKey: biometricsKeys.list(userId),
    write: { kind: BIOMETRICS_WRITE, label: 'Biometric reading' },
    requestOf: (readings) => ({ userId, body: { userId, ...readings } }),
  });
