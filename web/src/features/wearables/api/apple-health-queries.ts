import type { ImportJob } from '@uh/core/wearables/wearables.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { isImportActive } from '../lib/apple-health-import';
import { APPLE_HEALTH_IMPORTS_URL } from './upload-export';

/** How often a queued or running import is asked about: often enough to feel live, rare enough to cost nothing. */
export const IMPORT_POLL_MS = 1000;

/** Query keys start with the URL they read (docs/product.md §7). */
export const appleHealthKeys = {
  imports: () => [APPLE_HEALTH_IMPORTS_URL] as const,
  import: (id: number) => [`${APPLE_HEALTH_IMPORTS_URL}/${id}`] as const,
};

/** The latest ten imports, newest first. */
export const appleHealthImportsQueryOptions = queryOptions({
  queryKey: appleHealthKeys.imports(),
  queryFn: async (): Promise<ImportJob[]> => (await apiRequest('GET', APPLE_HEALTH_IMPORTS_URL)).json(),
});

/** One import, asked about every second until it has succeeded or failed. */
export const appleHealthImportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: appleHealthKeys.import(id),
    queryFn: async (): Promise<ImportJob> => (await apiRequest('GET', `${APPLE_HEALTH_IMPORTS_URL}/${id}`)).json(),
    refetchInterval: (query) => (isImportActive(query.state.data?.status) ? IMPORT_POLL_MS : false),
    // Keeps following while the tab is in the background, so the toast comes when it is done.
    refetchIntervalInBackground: true,
  });
