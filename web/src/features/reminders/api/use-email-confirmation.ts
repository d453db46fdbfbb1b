import type { ReminderSettingsView } from '@uh/core/reminders/reminders.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { reminderKeys, REMINDERS_URL } from './reminders-queries';

/** POST /api/reminders/email/code: a code e-mailed to the address; the answer says which address waits for it. */
export function useSendEmailCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (address: string): Promise<ReminderSettingsView> =>
      (await apiRequest('POST', `${REMINDERS_URL}/email/code`, { address })).json(),
    onSuccess: (view) => queryClient.setQueryData(reminderKeys.settings(), view),
  });
}

/** POST /api/reminders/email/confirm: the code typed back; the answer has the address confirmed. */
export function useConfirmEmailCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string): Promise<ReminderSettingsView> =>
      (await apiRequest('POST', `${REMINDERS_URL}/email/confirm`, { code })).json(),
    onSuccess: (view) => queryClient.setQueryData(reminderKeys.settings(), view),
  });
}
