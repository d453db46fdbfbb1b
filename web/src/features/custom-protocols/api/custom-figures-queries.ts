import type { EveryProtocolsFigures } from '@uh/core/custom-protocols/custom-protocols.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, throwIfResNotOk } from '#lib/api-client';
import { CUSTOM_PROTOCOLS_URL, customProtocolKeys } from './custom-protocol-keys';

/**
 * GET /api/custom-protocols/figures?from&to: every kept protocol's days per state, habit strength
 * and streak over a timeframe, in one small answer (Progress reads a year of twenty protocols).
 */
export const customFiguresQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: customProtocolKeys.figures(from, to),
    queryFn: async ({ signal }): Promise<EveryProtocolsFigures> => {
      const response = await apiFetch(`${CUSTOM_PROTOCOLS_URL}/figures?${new URLSearchParams({ from, to })}`, { signal });
      await throwIfResNotOk(response);
      return (await response.json()) as EveryProtocolsFigures;
    },
  });
