import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Re-reads a query whenever the page comes back into view or the window regains focus: another
 * tab or device may have ended the fast meanwhile, and this one must not show it still running.
 */
export function useRefetchOnFocus(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    const refetch = () => {
      if (document.visibilityState !== 'hidden') void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
    };
    window.addEventListener('focus', refetch);
    document.addEventListener('visibilitychange', refetch);
    return () => {
      window.removeEventListener('focus', refetch);
      document.removeEventListener('visibilitychange', refetch);
    };
  }, [queryClient, key]);
}
