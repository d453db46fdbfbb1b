import type { WearableProvider } from '@uh/core/wearables/connections.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { isAnySyncing, SYNC_POLL_MS } from '../lib/wearable-connection-view';

export const WEARABLES_URL = '/api/wearables';

/** Query keys start with the URL they read (docs/product.md §7). */
export const wearableKeys = {
  providers: () => [WEARABLES_URL] as const,
};

/** Every OAuth wearable, whether this server offers it, and the person's connection; read again every 2 s while one syncs. */
export const wearableProvidersQueryOptions = queryOptions({
  queryKey: wearableKeys.providers(),
  queryFn: async (): Promise<WearableProvider[]> => {
    const body: { providers: WearableProvider[] } = await (await apiRequest('GET', WEARABLES_URL)).json();
    return body.providers;
  },
  refetchInterval: (query) => (isAnySyncing(query.state.data) ? SYNC_POLL_MS : false),
});
