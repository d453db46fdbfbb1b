import type { ImportResult } from '@uh/core/settings/export.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { sessionKeys } from '#lib/session';

/** POST /api/account/import with a parsed export; every cached list of the account is re-read. */
export function useImportAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (data: Record<string, unknown>): Promise<ImportResult> =>
      (await apiRequest('POST', '/api/account/import', data)).json(),
    onSuccess: () => {
      const sessionKey = sessionKeys.user()[0];
      return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionKey });
    },
  });
}
