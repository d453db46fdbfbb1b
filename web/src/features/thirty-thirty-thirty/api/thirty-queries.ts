import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';

/** Query keys start with the URL they read (docs/product.md §7); the user id completes it. */
export const thirtyKeys = {
  all: () => ['/api/protocols/thirty'] as const,
  list: (userId: number) => ['/api/protocols/thirty', userId] as const,
};

/** GET /api/protocols/thirty/{userId}: the user's sessions, newest first. */
export const thirtyLogsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: thirtyKeys.list(userId),
    queryFn: async () => (await apiRequest('GET', `/api/protocols/thirty/${userId}`)).json() as Promise<ThirtyLog[]>,
    staleTime: 5 * 60_000, // docs/product.md §7: protocol reads are cached for 5 minutes
  });
