import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { InsightsAnswer } from '@uh/core/insights/insights.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, throwIfResNotOk } from '#lib/api-client';
import { INSIGHTS_URL, insightKeys } from './insights-keys';

const readJson = async <T>(url: string, signal: AbortSignal): Promise<T> => {
  const response = await apiFetch(url, { signal });
  await throwIfResNotOk(response);
  return (await response.json()) as T;
};

/** GET /api/insights: every pair, suggested and added, hidden ones included, with when it was worked out. */
export const insightsQueryOptions = () =>
  queryOptions({
    queryKey: insightKeys.answer(),
    queryFn: ({ signal }) => readJson<InsightsAnswer>(INSIGHTS_URL, signal),
  });

/**
 * GET /api/custom-protocols, under the key and in the shape the person's own protocols keep their
 * list (the custom-protocols feature's `customProtocolKeys.list()`): one cached copy for both
 * pages, refreshed by whatever changes a protocol.
 */
export const ownProtocolsQueryOptions = () =>
  queryOptions({
    queryKey: ['custom-protocols', 'list'] as const,
    queryFn: async ({ signal }) => (await readJson<{ protocols: CustomProtocol[] }>('/api/custom-protocols', signal)).protocols,
  });
