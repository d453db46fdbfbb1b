import type { ReminderSettingsView } from '@uh/core/reminders/reminders.schema';
import type { ReminderFormState } from '../lib/reminder-draft';
import { BrowserPushChannel } from './browser-push-channel';
import { EmailChannel } from './email-channel';
import { NtfyChannel } from './ntfy-channel';

/** Where reminders arrive: any number of channels at once. */
export function ChannelFields({ form, saved }: { form: ReminderFormState; saved: ReminderSettingsView }) {
  return (
    <ul className="space-y-3">
      <BrowserPushChannel form={form} saved={saved} />
      <NtfyChannel form={form} saved={saved} />
      <EmailChannel form={form} saved={saved} />
    </ul>
  );
}
