import type { ColdLog } from '@uh/core/cold-exposure/cold-exposure.schema';
import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, throwIfResNotOk } from '#lib/api-client';
import { toast } from '#ui/use-toast';

/** docs/product.md §9: history tables show the 10 most recent logs. */
export const HISTORY_LIMIT = 10;

/**
 * Query keys start with the URL they read (docs/product.md §7), then the user id: the trackers invalidate
 * `[url, userId]`, which refreshes these recent-history keys too.
 */
export const historyKeys = {
  thirty: (userId: number) => ['/api/protocols/thirty', userId, 'recent', HISTORY_LIMIT] as const,
  fasting: (userId: number) => ['/api/protocols/fasting', userId, 'recent', HISTORY_LIMIT] as const,
  cold: (userId: number) => ['/api/protocols/cold', userId, 'recent', HISTORY_LIMIT] as const,
};

/** A failed load says so in a toast (docs/product.md §8) when docs/product.md has words for it, once per attempt. */
async function readList<T>(url: string, signal: AbortSignal, failureToast: string | null): Promise<T[]> {
  try {
    const response = await apiFetch(url, { signal });
    await throwIfResNotOk(response);
    return (await response.json()) as T[];
  } catch (error) {
    if (failureToast && !signal.aborted) toast({ variant: 'destructive', title: 'Error', description: failureToast });
    throw error;
  }
}

const FIVE_MINUTES = 5 * 60_000; // docs/product.md §9: protocol lists are cached for 5 minutes

export const thirtyHistoryQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: historyKeys.thirty(userId),
    queryFn: ({ signal }) => readList<ThirtyLog>(`/api/protocols/thirty/${userId}?limit=${HISTORY_LIMIT}`, signal, null),
    staleTime: FIVE_MINUTES,
  });

export const fastingHistoryQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: historyKeys.fasting(userId),
    queryFn: ({ signal }) =>
      readList<FastingLog>(
        `/api/protocols/fasting/${userId}?limit=${HISTORY_LIMIT}`,
        signal,
        'Failed to load fasting history. Please try again.',
      ),
    staleTime: FIVE_MINUTES,
  });

export const coldHistoryQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: historyKeys.cold(userId),
    queryFn: ({ signal }) =>
      readList<ColdLog>(
        `/api/protocols/cold/${userId}?limit=${HISTORY_LIMIT}`,
        signal,
        'Failed to load cold exposure history. Please try again.',
      ),
    staleTime: FIVE_MINUTES,
  });
