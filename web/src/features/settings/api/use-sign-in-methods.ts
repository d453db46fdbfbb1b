import type { SetPassword, SignInMethods } from '@uh/core/auth/auth.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';

/** Query keys start with the URL they read (spec §7). */
export const signInMethodsKeys = {
  all: () => ['/api/auth/sign-in-methods'] as const,
};

/** The password and the linked provider accounts of the signed-in person. */
export const signInMethodsQueryOptions = queryOptions<SignInMethods>({ queryKey: signInMethodsKeys.all() });

/** A full-page trip through the provider that links the account chosen there to this one. */
export const LINK_PROVIDER_URL = '/api/auth/oidc/start?intent=link';

/** DELETE /api/auth/identities/{id}: 409 when it is the account's last way to sign in. */
export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (identityId: number) => {
      await apiRequest('DELETE', `/api/auth/identities/${identityId}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInMethodsKeys.all() }),
  });
}

/** POST /api/auth/password: the first password of an account made through a provider. */
export function useSetFirstPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SetPassword) => {
      await apiRequest('POST', '/api/auth/password', input);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signInMethodsKeys.all() }),
  });
}
