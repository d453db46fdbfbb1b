import type { AuthOptions } from '@uh/core/auth/auth.schema';
import { useQuery } from '@tanstack/react-query';

/**
 * Whether the signed-in person is the shared demo account the sign-in screen advertises
 * (GET /api/auth/options, the same cached answer the sign-in screen reads).
 */
export function useIsDemoAccount(username: string): boolean {
  const { data: demoUsername } = useQuery({
    queryKey: ['/api/auth/options'] as const,
    select: (options: AuthOptions) => options.demoAccount?.username ?? null,
  });
  return typeof demoUsername === 'string' && demoUsername.toLowerCase() === username.toLowerCase();
}
