import type { LoginRequest, User } from '@uh/core/auth/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { setSessionUser } from '#lib/session';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginRequest) => (await apiRequest('POST', '/api/login', credentials)).json() as Promise<User>,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
