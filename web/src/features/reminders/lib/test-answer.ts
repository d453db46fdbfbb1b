import { CHANNEL_LABELS, type ReminderChannel } from '@uh/core/reminders/reminders.schema';
import { errorMessage } from '#lib/api-client';

/** Why a test failed. The server names the channel first ("ntfy: ..."): beside that channel it goes without saying. */
export function testFailureText(error: unknown, channel: ReminderChannel): string {
  const text = errorMessage(error);
  const prefix = `${CHANNEL_LABELS[channel]}: `;
  return text.startsWith(prefix) ? text.slice(prefix.length) : text;
}
