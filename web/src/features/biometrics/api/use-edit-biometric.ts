import type { BiometricLog, BiometricPatch } from '@uh/core/biometrics/biometrics.schema';
import { PROTOCOL_VIEWS } from '#lib/protocol-views';
import { useDeleteLog } from '#lib/use-delete-log';
import { useEditLog } from '#lib/use-edit-log';
import { biometricsKeys } from './biometrics-queries';

/** Biometric readings: corrections go to /api/biometrics/{id}. */
export const BIOMETRICS_URL = PROTOCOL_VIEWS.biometrics.logsUrl;

/** PATCH /api/biometrics/{id}: a correction; the trends, history and progress averages re-read. */
export const useEditBiometric = () => useEditLog<BiometricLog, BiometricPatch>({ logsUrl: BIOMETRICS_URL, listKey: biometricsKeys.all() });

/** DELETE /api/biometrics/{id}, with Undo in the toast for 10 seconds. */
export const useDeleteBiometric = () =>
  useDeleteLog({ logsUrl: BIOMETRICS_URL, listKey: biometricsKeys.all(), deletedTitle: 'Reading deleted' });
