import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionKeys } from '#lib/session';
import { onWidgetTokenChange } from '#lib/widget-auth';
import { embedKeys } from '../api/embed-queries';

/**
 * Keeps the widget's session in step with its token: a new token (from the popup or the host)
 * reads who it belongs to; a token dropped (signed out, or refused with a 401) shows the
 * signed-out state. Nothing read for one person is kept for the next; the site's embed
 * configuration is nobody's and stays.
 */
export function useWidgetSession() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onWidgetTokenChange((token) => {
        const kept = new Set<unknown>([sessionKeys.user()[0], embedKeys.config()[0]]);
        queryClient.removeQueries({ predicate: (query) => !kept.has(query.queryKey[0]) });
        if (token === null) queryClient.setQueryData(sessionKeys.user(), null);
        else void queryClient.invalidateQueries({ queryKey: sessionKeys.user() });
      }),
    [queryClient],
  );
}
