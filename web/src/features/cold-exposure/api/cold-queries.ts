import type { ColdLog } from '@uh/core/cold-exposure/cold-exposure.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, throwIfResNotOk } from '#lib/api-client';
import { toast } from '#ui/use-toast';

/** Query keys start with the URL they read (docs/product.md §7); the user id completes it. */
export const coldKeys = {
  all: () => ['/api/protocols/cold'] as const,
  list: (userId: number) => ['/api/protocols/cold', userId] as const,
};

/**
 * GET /api/protocols/cold/{userId}, newest first. A failed load says so in a toast (docs/product.md §8),
 * once per attempt, here rather than in an effect; the page shows an inline retry as well.
 */
export const coldLogsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: coldKeys.list(userId),
    queryFn: async ({ signal }) => {
      try {
        const response = await apiFetch(`/api/protocols/cold/${userId}`, { signal });
        await throwIfResNotOk(response);
        return (await response.json()) as ColdLog[];
      } catch (error) {
        if (!signal.aborted) {
          toast({ variant: 'destructive', title: 'Error', description: 'Failed to load cold exposure history. Please try again.' });
        }
        throw error;
      }
    },
    staleTime: 5 * 60_000, // docs/product.md §7: protocol reads are cached for 5 minutes
  });
