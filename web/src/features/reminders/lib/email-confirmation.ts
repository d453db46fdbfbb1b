import { isSameAddress } from '@uh/core/reminders/email-confirmation.logic';
import type { ReminderSettingsView } from '@uh/core/reminders/reminders.schema';

/**
 * Where the address typed stands: nothing typed, confirmed (e-mail can be turned on), a code sent
 * to it and awaited, or not confirmed yet (a code has to be sent first).
 */
export type EmailConfirmation = 'none' | 'confirmed' | 'codeSent' | 'unconfirmed';

export function emailConfirmationOf(
  address: string,
  view: Pick<ReminderSettingsView, 'emailConfirmedAddress' | 'emailCodeSentTo'>,
): EmailConfirmation {
  if (address.trim() === '') return 'none';
  if (isSameAddress(address, view.emailConfirmedAddress)) return 'confirmed';
  if (isSameAddress(address, view.emailCodeSentTo)) return 'codeSent';
  return 'unconfirmed';
}
