import type { User } from '@uh/core/auth/auth.schema';
import type { AccountPatch } from '@uh/core/settings/account.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { setSessionUser } from '#lib/session';

/** PATCH /api/account: name, e-mail and photo; the header shows the new name at once. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: AccountPatch): Promise<User> => (await apiRequest('PATCH', '/api/account', patch)).json(),
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
