import type { ReminderSettingsView } from '@uh/core/reminders/reminders.schema';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { isChannelChanged, patchChannel, type ReminderFormState } from '../lib/reminder-draft';
import { fieldId } from '../lib/reminder-field-errors';
import { ChannelTest } from './channel-test';
import { SwitchField } from './switch-field';

const TOPIC_URL = 'channels.ntfy.topicUrl';
const TOKEN = 'ntfyAccessToken';

/** The saved token is never shown: only that there is one, and a way to drop it (on save). */
function SavedToken({ form }: { form: ReminderFormState }) {
  const isForgetting = form.draft.isForgettingNtfyToken;
  const setForgetting = (next: boolean) => form.change((draft) => ({ ...draft, isForgettingNtfyToken: next }));
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p>{isForgetting ? 'The saved token will be forgotten when you save.' : 'A token is saved.'}</p>
      <Button variant="ghost" size="sm" onClick={() => setForgetting(!isForgetting)}>
        {isForgetting ? 'Keep the token' : 'Forget token'}
      </Button>
    </div>
  );
}

/** ntfy: a topic on ntfy.sh or the person's own server, with an access token for a protected one. */
export function NtfyChannel({ form, saved }: { form: ReminderFormState; saved: ReminderSettingsView }) {
  const { enabled, topicUrl } = form.draft.channels.ntfy;
  return (
    <li className="space-y-3 rounded-control border border-border p-4">
      <SwitchField
        id={fieldId('channels.ntfy.enabled')}
        label="ntfy"
        hint="Notifications through the ntfy app, subscribed to this topic. A protected topic also needs its access token."
        isOn={enabled}
        onChange={(isOn) => form.change((draft) => patchChannel(draft, 'ntfy', { enabled: isOn }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={fieldId(TOPIC_URL)}
          label="Topic address"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://ntfy.sh/my-topic"
          value={topicUrl}
          onChange={(event) => form.change((draft) => patchChannel(draft, 'ntfy', { topicUrl: event.target.value }))}
          error={form.errorFor(TOPIC_URL)}
        />
        <FormField
          id={fieldId(TOKEN)}
          label={saved.ntfyHasAccessToken ? 'New access token' : 'Access token (optional)'}
          type="password"
          // Write-only: a password manager has nothing to fill in or keep here.
          autoComplete="off"
          value={form.draft.ntfyToken}
          onChange={(event) => form.change((draft) => ({ ...draft, ntfyToken: event.target.value }))}
          error={form.errorFor(TOKEN)}
        />
      </div>
      {saved.ntfyHasAccessToken ? <SavedToken form={form} /> : null}
      <ChannelTest channel="ntfy" isChanged={isChannelChanged(form.draft, saved, 'ntfy')} />
    </li>
  );
}
