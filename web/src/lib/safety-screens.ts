import type { SafetyScreenKind } from '@uh/core/settings/safety-screen.logic';
import type { SafetyScreens } from '@uh/core/settings/safety-screen.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';

// The safety screens before a long fast and a very cold session: shared by the fasting and cold
// pages (which show them) and Settings (which lets the person see them again).

/** Query keys start with the URL they read (docs/product.md §7). */
export const safetyScreenKeys = { all: () => ['/api/settings/safety-screens'] as const };

export const safetyScreensQueryOptions = queryOptions({
  queryKey: safetyScreenKeys.all(),
  queryFn: async (): Promise<SafetyScreens> => (await apiRequest('GET', '/api/settings/safety-screens')).json(),
});

/**
 * Whether the person has already accepted a screen. Unknown (still loading, or unreadable) counts
 * as not accepted: showing the screen once too often is the safe mistake.
 */
export function useIsSafetyScreenAccepted(kind: SafetyScreenKind): boolean {
  const { data } = useQuery(safetyScreensQueryOptions);
  return Boolean(data?.[kind].acceptedAt);
}

function useSetSafetyScreen(method: 'PUT' | 'DELETE') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (kind: SafetyScreenKind): Promise<SafetyScreens> =>
      (await apiRequest(method, `/api/settings/safety-screens/${kind}`)).json(),
    onSuccess: (screens) => queryClient.setQueryData(safetyScreenKeys.all(), screens),
  });
}

/** PUT: the person read the screen and chose to go on; it will not show again. */
export const useAcceptSafetyScreen = () => useSetSafetyScreen('PUT');

/** DELETE: show the screen again before the next long fast or cold session. */
export const useResetSafetyScreen = () => useSetSafetyScreen('DELETE');
