import type { SignInMethods } from '@uh/core/auth/auth.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { clearSession } from '#lib/session';

/** Whether Logout can also end the provider's session: its name and whether this account uses it. */
export const signInMethodsQueryOptions = queryOptions<SignInMethods>({ queryKey: ['/api/auth/sign-in-methods'] });

/**
 * Ends this app's session. With `atProvider`, also returns the provider's page that ends its own
 * session (the browser goes there next, and comes back to /login); null when there is none.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ atProvider }: { atProvider: boolean }): Promise<string | null> => {
      if (!atProvider) {
        await apiRequest('POST', '/api/logout');
        return null;
      }
      const response = await apiRequest('POST', '/api/auth/oidc/logout');
      return ((await response.json()) as { redirectUrl: string | null }).redirectUrl;
    },
    onSuccess: () => clearSession(queryClient),
  });
}
