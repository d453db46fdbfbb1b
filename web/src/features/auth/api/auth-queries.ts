import type { AuthOptions } from '@uh/core/auth/auth.schema';
import { queryOptions } from '@tanstack/react-query';

/** Query keys start with the URL they read (docs/product.md §7). */
export const authKeys = {
  options: () => ['/api/auth/options'] as const,
};

/** Public facts for the sign-in screen: the demo account and the provider of the Google tab. */
export const authOptionsQueryOptions = queryOptions<AuthOptions>({ queryKey: authKeys.options() });

/**
 * Where the Google tab sends the browser: the server runs the OpenID Connect redirect and comes
 * back to `returnTo` signed in. `intent: 'link'` links the provider to the signed-in account instead.
 */
export function oidcStartUrl({ returnTo, intent }: { returnTo?: string; intent?: 'link' }): string {
  const query = new URLSearchParams({ ...(returnTo && returnTo !== '/' ? { returnTo } : {}), ...(intent ? { intent } : {}) });
  const search = query.toString();
  return search ? `/api/auth/oidc/start?${search}` : '/api/auth/oidc/start';
}
