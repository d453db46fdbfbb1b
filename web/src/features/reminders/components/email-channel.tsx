import type { ReminderSettingsView } from '@uh/core/reminders/reminders.schema';
import { FormField } from '#ui/form-field';
import { isChannelChanged, patchChannel, type ReminderFormState } from '../lib/reminder-draft';
import { fieldId } from '../lib/reminder-field-errors';
import { emailConfirmationOf } from '../lib/email-confirmation';
import { ChannelTest } from './channel-test';
import { EmailConfirmation } from './email-confirmation';
import { SwitchField } from './switch-field';

const ADDRESS = 'channels.email.address';

/** E-mail, offered only when the operator gave the server SMTP settings. */
export function EmailChannel({ form, saved }: { form: ReminderFormState; saved: ReminderSettingsView }) {
  const { enabled, address } = form.draft.channels.email;
  const isAvailable = saved.emailAvailable;
  const isConfirmed = emailConfirmationOf(address, saved) === 'confirmed';
  return (
    <li className="space-y-3 rounded-control border border-border p-4">
      <SwitchField
        id={fieldId('channels.email.enabled')}
        label="E-mail"
        hint={
          isAvailable
            ? 'Each reminder as a short e-mail, to an address you confirmed. Every e-mail has a link to stop them.'
            : 'The server has no e-mail (SMTP) settings, so reminders cannot go by e-mail.'
        }
        isOn={enabled}
        // Turning off is always possible; turning on waits for a confirmed address.
        isDisabled={!isAvailable || (!enabled && !isConfirmed)}
        onChange={(isOn) => form.change((draft) => patchChannel(draft, 'email', { enabled: isOn }))}
      />
      <FormField
        id={fieldId(ADDRESS)}
        label="E-mail address"
        type="email"
        autoComplete="email"
        value={address}
        disabled={!isAvailable}
        onChange={(event) => form.change((draft) => patchChannel(draft, 'email', { address: event.target.value }))}
        error={form.errorFor(ADDRESS)}
        className="sm:max-w-md"
      />
      {isAvailable ? <EmailConfirmation address={address} saved={saved} /> : null}
      {isAvailable ? (
        <ChannelTest channel="email" isChanged={isChannelChanged(form.draft, saved, 'email')} isDisabled={!isConfirmed} />
      ) : null}
    </li>
  );
}
