import type { PasswordChange } from '@uh/core/settings/settings.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { clearSession } from '#lib/session';

/** POST /api/account/password (204); the server signs out every other session. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (change: PasswordChange) => {
      await apiRequest('POST', '/api/account/password', change);
    },
  });
}

/** POST /api/account/sessions/sign-out-others: how many sessions were ended. */
export function useSignOutOtherSessions() {
  return useMutation({
    mutationFn: async (): Promise<{ signedOut: number }> => (await apiRequest('POST', '/api/account/sessions/sign-out-others')).json(),
  });
}

/** DELETE /api/account with the password again; afterwards nothing of the user stays cached. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) => {
      await apiRequest('DELETE', '/api/account', { password });
    },
    onSuccess: () => clearSession(queryClient),
  });
}
