import type { RegisterForm, RegisterRequest, User } from '@uh/core/auth/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { setSessionUser } from '#lib/session';

/** The registration body: the form without confirmPassword, plus the browser's time zone. */
export function toRegisterRequest({ confirmPassword: _confirmPassword, ...fields }: RegisterForm): RegisterRequest {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZone ? { ...fields, timeZone } : fields;
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: RegisterForm) => (await apiRequest('POST', '/api/register', toRegisterRequest(form))).json() as Promise<User>,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
