import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionKeys, useSession } from '#lib/session';
import { isAdminUser } from './is-admin';

export type AdminAccess = 'admin' | 'not-admin' | 'checking';

/**
 * Whether the signed-in person may open the admin page. Only GET /api/user says so: a session user
 * cached from elsewhere (the answer to signing in or registering, or a page the server rendered
 * with its data) may lack the flag, and then the session is read again once to learn it.
 */
export function useAdminAccess(): AdminAccess {
  const { data: user, isPending, isFetching } = useSession();
  const queryClient = useQueryClient();
  const lacksFlag = user !== null && user !== undefined && !('isAdmin' in user);
  useEffect(() => {
    if (lacksFlag) void queryClient.invalidateQueries({ queryKey: sessionKeys.user(), exact: true });
  }, [lacksFlag, queryClient]);
  if (isPending || (lacksFlag && isFetching)) return 'checking';
  return isAdminUser(user) ? 'admin' : 'not-admin';
}
