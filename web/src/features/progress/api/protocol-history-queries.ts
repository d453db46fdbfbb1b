import type { ProtocolKey } from '@uh/core/progress/progress.logic';
import { protocolEntry } from '@uh/core/protocols/protocol-registry';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, throwIfResNotOk } from '#lib/api-client';
import { toast } from '#ui/use-toast';

/** docs/product.md §9: history tables show the 10 most recent logs. */
export const HISTORY_LIMIT = 10;

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

/**
 * A protocol's most recent logs, read from its list address in the protocol registry. Query keys start
 * with the URL they read (docs/product.md §7), then the user id: the trackers invalidate `[url, userId]`,
 * which refreshes these recent-history keys too.
 */
export function historyQueryOptions<TLog>(protocol: ProtocolKey, failureToast: string | null) {
  const url = protocolEntry(protocol).api.list.replace('/:userId', '');
  return (userId: number) =>
    queryOptions({
      queryKey: [url, userId, 'recent', HISTORY_LIMIT] as const,
      queryFn: ({ signal }) => readList<TLog>(`${url}/${userId}?limit=${HISTORY_LIMIT}`, signal, failureToast),
      staleTime: FIVE_MINUTES,
    });
}

/** A protocol's recent-history query, for a user. */
export type HistoryQuery<TLog> = ReturnType<typeof historyQueryOptions<TLog>>;
