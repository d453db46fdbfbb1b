import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useSession } from '#lib/session';
import { PageSpinner } from '#ui/spinner';

/**
 * Signed-in-only pages (spec §4): a spinner while the session loads, the page when a user
 * exists, otherwise /auth. The page code downloads while the session is being checked.
 */
export function SignedInGate({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useSession();
  if (isPending) return <PageSpinner />;
  if (!user) return <Redirect to="/auth" replace />;
  return <>{children}</>;
}
