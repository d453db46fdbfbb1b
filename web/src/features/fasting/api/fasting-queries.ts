import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';

/** Query keys start with the URL they read (docs/product.md §7). */
export const fastingKeys = {
  all: () => ['/api/protocols/fasting'] as const,
  list: (userId: number) => ['/api/protocols/fasting', userId] as const,
};

/** The user's fasting logs, newest first; the one without an end time is the active fast. */
export const fastingLogsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: fastingKeys.list(userId),
    queryFn: async (): Promise<FastingLog[]> => (await apiRequest('GET', `/api/protocols/fasting/${userId}`)).json(),
    // docs/product.md §9: protocol lists are cached for 5 minutes.
    staleTime: 5 * 60_000,
  });

/** apiRequest throws "409: …" when a fast is already running. */
export const isConflict = (error: unknown) => error instanceof Error && error.message.startsWith('409:');
