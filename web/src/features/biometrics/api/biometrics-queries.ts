import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';

/** Query keys start with the URL they read (docs/product.md §7). */
export const biometricsKeys = {
  all: () => ['/api/biometrics'] as const,
  list: (userId: number) => ['/api/biometrics', userId] as const,
};

/** The user's biometric logs, newest first. */
export const biometricLogsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: biometricsKeys.list(userId),
    queryFn: async (): Promise<BiometricLog[]> => (await apiRequest('GET', `/api/biometrics/${userId}?limit=200`)).json(),
    staleTime: 5 * 60_000,
  });
