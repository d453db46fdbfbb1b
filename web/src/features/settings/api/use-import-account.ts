import type { AccountContents, ImportResult } from '@uh/core/settings/export.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { applyTheme, preferencesQueryOptions } from '#lib/preferences';
import { sessionKeys } from '#lib/session';

/** Query keys start with the URL they read, so invalidating a URL refreshes every view of it. */
export const accountContentsKeys = { all: () => ['/api/account/contents'] as const };

/** How many records the account holds: an empty account is offered the export's preferences by default. */
export const accountContentsQueryOptions = queryOptions({
  queryKey: accountContentsKeys.all(),
  queryFn: async (): Promise<AccountContents> => (await apiRequest('GET', '/api/account/contents')).json(),
});

export type ImportInput = { data: Record<string, unknown>; applyPreferences: boolean };

/** POST /api/account/import with a parsed export; every cached list of the account is re-read. */
export function useImportAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ data, applyPreferences }: ImportInput): Promise<ImportResult> =>
      (await apiRequest('POST', `/api/account/import?applyPreferences=${applyPreferences}`, data)).json(),
    onSuccess: async (result) => {
      const sessionKey = sessionKeys.user()[0];
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionKey });
      if (result.preferencesApplied.includes('theme')) applyTheme((await queryClient.fetchQuery(preferencesQueryOptions)).theme);
    },
  });
}
