import type { User } from '@uh/core/auth/auth.schema';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';
import { forgetOfflineReads } from './offline-cache';
import { unsubscribeThisBrowser } from './this-browser-push';

/** Query keys start with the URL they read (docs/product.md §7). */
export const sessionKeys = {
  user: () => ['/api/user'] as const,
};

const readSessionUser = getQueryFn<User | null>({ on401: 'returnNull' });

/**
 * The signed-in user, or null when the server answers 401. A 401 also empties this device's
 * offline copy: the session may have ended elsewhere (signed out from another device, a password
 * change, expiry) with no Logout here, and the copy must not open offline as if still signed in.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionKeys.user(),
  queryFn: async (context) => {
    const user = await readSessionUser(context);
    if (user === null) await forgetOfflineReads();
    return user;
  },
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

export function setSessionUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(sessionKeys.user(), user);
}

/** Forgets the user and everything cached on their behalf, on this device's offline copy too. */
export function clearSession(queryClient: QueryClient): void {
  void forgetOfflineReads();
  void unsubscribeThisBrowser();
  const sessionKey = sessionKeys.user()[0];
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey });
  queryClient.setQueryData(sessionKeys.user(), null);
}
