import type { ReminderChannel } from '@uh/core/reminders/reminders.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { REMINDERS_URL } from './reminders-queries';

/** POST /api/reminders/test: one message on one channel, with the saved settings; the answer says how it went. */
export function useSendReminderTest(channel: ReminderChannel) {
  return useMutation({
    mutationFn: async (): Promise<{ message: string }> => (await apiRequest('POST', `${REMINDERS_URL}/test`, { channel })).json(),
  });
}
