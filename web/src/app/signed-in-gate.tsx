import { useEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { claimOfflineReads } from '#lib/offline-cache';
import { applyTheme, usePreferences } from '#lib/preferences';
import { useSession } from '#lib/session';
import { PageSpinner } from '#ui/spinner';

/**
 * Signed-in-only pages (docs/product.md §4): a spinner while the session loads, the page when a user
 * exists, otherwise /auth. The page code downloads while the session is being checked.
 */
export function SignedInGate({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useSession();
  const userId = user?.id;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return;
    void claimOfflineReads(userId);
    // Writes made offline (this visit or an earlier one) are sent once there is a connection. The
    // queue's code comes with the signed-in layout, not with the sign-in screen's first load.
    void import('#lib/offline-writes').then(({ followQueuedWrites }) => followQueuedWrites(queryClient, userId));
  }, [userId, queryClient]);
  if (isPending) return <PageSpinner />;
  if (!user) return <Redirect to={signInPathFor(`${window.location.pathname}${window.location.search}`)} replace />;
  return (
    <>
      <SavedThemeSync />
      {children}
    </>
  );
}

/** /auth, remembering the page to come back to after signing in (the sign-in page checks it is ours). */
const signInPathFor = (page: string) => (page === '/' ? '/auth' : `/auth?next=${encodeURIComponent(page)}`);

/**
 * The saved theme, applied as soon as it is known: after signing in on a browser that had not
 * seen it (the server's cookie only styles the next full page load) and after it changes.
 */
function SavedThemeSync() {
  const { data: preferences } = usePreferences();
  const theme = preferences?.theme;
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
  return null;
}
