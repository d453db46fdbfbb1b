import type { User } from '@uh/core/auth/auth.schema';
import type { Preferences, PreferencesPatch } from '@uh/core/settings/settings.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { applyTheme, preferencesKeys } from '#lib/preferences';
import { invalidateProgressViews } from '#lib/progress-views';
import { sessionKeys, setSessionUser } from '#lib/session';

/** PATCH /api/settings: the answer is the new preferences; the theme shows at once. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: PreferencesPatch): Promise<Preferences> => (await apiRequest('PATCH', '/api/settings', patch)).json(),
    onSuccess: async (preferences, patch) => {
      queryClient.setQueryData(preferencesKeys.all(), preferences);
      if (patch.theme) applyTheme(preferences.theme);
      if (patch.timeZone) {
        // "Today" and every week follow the session user's time zone: move it, then re-read the summaries.
        const user = queryClient.getQueryData<User | null>(sessionKeys.user());
        if (user) setSessionUser(queryClient, { ...user, timeZone: preferences.timeZone });
        await invalidateProgressViews(queryClient);
      }
    },
  });
}
