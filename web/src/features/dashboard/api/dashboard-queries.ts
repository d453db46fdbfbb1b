import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';

const RECENT_FASTS = 10;

/**
 * The 10 most recent fasts; the one without an end time is the active fast. Keyed under the
 * fasting list URL so that starting or ending a fast anywhere refreshes the dashboard too.
 */
export const recentFastsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['/api/protocols/fasting', userId, { limit: RECENT_FASTS }] as const,
    queryFn: async (): Promise<FastingLog[]> => (await apiRequest('GET', `/api/protocols/fasting/${userId}?limit=${RECENT_FASTS}`)).json(),
    // docs/product.md §9: protocol lists are cached for 5 minutes.
    staleTime: 5 * 60_000,
  });
