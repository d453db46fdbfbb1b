import type { SignOutOthersResponse } from '@uh/core/auth/auth.schema';
import type { AccountDelete, PasswordChange } from '@uh/core/settings/account.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { applyTheme } from '#lib/preferences';
import { clearSession } from '#lib/session';

/** POST /api/account/password (204); the server signs out every other session. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (change: PasswordChange) => {
      await apiRequest('POST', '/api/account/password', change);
    },
  });
}

/** POST /api/account/sessions/sign-out-others: how many sessions were ended, and the provider accounts that can still sign in. */
export function useSignOutOtherSessions() {
  return useMutation({
    mutationFn: async (): Promise<SignOutOthersResponse> => (await apiRequest('POST', '/api/account/sessions/sign-out-others')).json(),
  });
}

/** DELETE /api/account with the password again (or the username, for an account without one). */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (proof: AccountDelete) => {
      await apiRequest('DELETE', '/api/account', proof);
    },
    onSuccess: () => {
      applyTheme('system'); // the server cleared the saved theme too
      clearSession(queryClient);
    },
  });
}
