import type { ReminderSettingsUpdate, ReminderSettingsView } from '@uh/core/reminders/reminders.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { reminderKeys, REMINDERS_URL } from './reminders-queries';

/** PUT /api/reminders: the whole schedule and channels; the answer is the new settings. */
export function useSaveReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: ReminderSettingsUpdate): Promise<ReminderSettingsView> =>
      (await apiRequest('PUT', REMINDERS_URL, update)).json(),
    onSuccess: (view) => queryClient.setQueryData(reminderKeys.settings(), view),
  });
}
