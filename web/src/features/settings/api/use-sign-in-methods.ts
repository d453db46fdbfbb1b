import type { ReauthenticateRequest, SetPassword, SignInMethods } from '@uh/core/auth/auth.schema';
import { RECENT_AUTHENTICATION_REQUIRED } from '@uh/core/auth/recent-authentication.logic';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest, throwIfResNotOk, type HttpMethod } from '#lib/api-client';

/** Query keys start with the URL they read, so invalidating a URL refreshes every view of it. */
export const signInMethodsKeys = {
  all: () => ['/api/auth/sign-in-methods'] as const,
};

/** The password and the linked provider accounts of the signed-in person. */
export const signInMethodsQueryOptions = queryOptions<SignInMethods>({ queryKey: signInMethodsKeys.all() });

/** A full-page trip through the provider that links the account chosen there to this one. */
export const LINK_PROVIDER_URL = '/api/auth/oidc/start?intent=link';

/** The server wants a recent sign-in or the password again before this change (403 with that reason). */
export class ConfirmItsYouError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfirmItsYouError';
  }
}

/** A request that adds or removes a way to sign in: a refusal for want of a recent sign-in becomes a ConfirmItsYouError. */
async function signInMethodRequest(method: HttpMethod, url: string, body?: unknown): Promise<void> {
  const response = await apiFetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 403) {
    const refusal = (await response
      .clone()
      .json()
      .catch(() => null)) as { message?: string; reason?: string } | null;
    if (refusal?.reason === RECENT_AUTHENTICATION_REQUIRED) throw new ConfirmItsYouError(refusal.message ?? "Confirm it's you first");
  }
  await throwIfResNotOk(response);
}

/** DELETE /api/auth/identities/{id}: 409 when it is the account's last way to sign in. */
export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (identityId: number) => signInMethodRequest('DELETE', `/api/auth/identities/${identityId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInMethodsKeys.all() }),
  });
}

/** POST /api/auth/password: the first password of an account made through a provider. */
export function useSetFirstPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SetPassword) => signInMethodRequest('POST', '/api/auth/password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signInMethodsKeys.all() }),
  });
}

/** POST /api/auth/reauthenticate: the password again, so the next ten minutes may change sign-in methods. */
export function useConfirmPassword() {
  return useMutation({
    mutationFn: async (input: ReauthenticateRequest) => {
      await apiRequest('POST', '/api/auth/reauthenticate', input);
    },
  });
}
