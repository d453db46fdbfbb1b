import type { CustomDays } from '@uh/core/custom-protocols/custom-protocols.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, throwIfResNotOk } from '#lib/api-client';
import { CUSTOM_PROTOCOLS_URL, customProtocolKeys } from './custom-protocol-keys';

/** Where one protocol's days, entries, skips and pauses are read and written. */
export const protocolUrl = (id: number) => `${CUSTOM_PROTOCOLS_URL}/${id}`;

/**
 * GET /api/custom-protocols/{id}/days?from&to: each local day's state and entries, the pauses that
 * touch the range, habit strength, the streak and the count of days per state.
 */
export const customDaysQueryOptions = (id: number, from: string, to: string) =>
  queryOptions({
    queryKey: customProtocolKeys.days(id, from, to),
    queryFn: async ({ signal }): Promise<CustomDays> => {
      const response = await apiFetch(`${protocolUrl(id)}/days?${new URLSearchParams({ from, to })}`, { signal });
      await throwIfResNotOk(response);
      return (await response.json()) as CustomDays;
    },
  });
