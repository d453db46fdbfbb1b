import type { AuthOptions } from '@uh/core/auth/auth.schema';
import { queryOptions } from '@tanstack/react-query';

/** Query keys start with the URL they read (spec §7). */
export const authKeys = {
  options: () => ['/api/auth/options'] as const,
};

/** Public facts for the sign-in screen: the demo account and whether Google sign-in is set up. */
export const authOptionsQueryOptions = queryOptions<AuthOptions>({ queryKey: authKeys.options() });

/** Where the Google tab sends the browser; the server runs the OpenID Connect redirect. */
export const GOOGLE_SIGN_IN_URL = '/api/auth/google';
