import type { RegisterForm, RegisterRequest, User } from '@uh/core/auth/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { setSessionUser } from '#lib/session';

/**
 * The registration body: the form without confirmPassword, plus the browser's time zone and the
 * code of the invite link the person came with (`/register?invite=…`), when there is one.
 */
export function toRegisterRequest({ confirmPassword: _confirmPassword, ...fields }: RegisterForm, inviteCode?: string): RegisterRequest {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return { ...fields, ...(timeZone ? { timeZone } : {}), ...(inviteCode ? { inviteCode } : {}) };
}

export function useRegister(inviteCode?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: RegisterForm) =>
      (await apiRequest('POST', '/api/register', toRegisterRequest(form, inviteCode))).json() as Promise<User>,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
