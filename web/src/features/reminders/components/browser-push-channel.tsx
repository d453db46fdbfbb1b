import type { ReminderSettingsView } from '@uh/core/reminders/reminders.schema';
import { useQuery } from '@tanstack/react-query';
import BellOffIcon from 'lucide-react/icons/bell-off';
import BellRingIcon from 'lucide-react/icons/bell-ring';
import { Button } from '#ui/button';
import { thisBrowserPushQueryOptions, useTurnOffBrowserNotifications, useTurnOnBrowserNotifications } from '../api/this-browser-push';
import { isChannelChanged, patchChannel, type ReminderFormState } from '../lib/reminder-draft';
import { fieldId } from '../lib/reminder-field-errors';
import { pushErrorMessage, subscribedBrowsersText } from '../lib/web-push';
import { ChannelTest } from './channel-test';
import { InlineStatus } from './inline-status';
import { SwitchField } from './switch-field';

/** Turning this browser on or off: acts at once, unlike the fields saved with "Save reminders". */
function ThisBrowserActions({ form, saved }: { form: ReminderFormState; saved: ReminderSettingsView }) {
  const thisBrowser = useQuery(thisBrowserPushQueryOptions);
  const turnOn = useTurnOnBrowserNotifications();
  const turnOff = useTurnOffBrowserNotifications();
  const isBusy = turnOn.isPending || turnOff.isPending;
  const onTurnOn = () => {
    turnOff.reset();
    turnOn.mutate(saved, { onSuccess: () => form.change((draft) => patchChannel(draft, 'webPush', { enabled: true })) });
  };
  const onTurnOff = () => {
    turnOn.reset();
    turnOff.mutate();
  };

  if (!thisBrowser.data) return null;
  if (thisBrowser.data.unsupportedReason) return <p className="text-sm">{thisBrowser.data.unsupportedReason}</p>;
  const isSubscribedHere = thisBrowser.data.endpoint !== null;
  const failure = turnOn.error ?? turnOff.error;
  return (
    <div className="space-y-2">
      {isSubscribedHere ? (
        <Button variant="secondary" disabled={isBusy} onClick={onTurnOff}>
          <BellOffIcon aria-hidden="true" className="size-4" />
          {turnOff.isPending ? 'Turning off...' : 'Turn off in this browser'}
        </Button>
      ) : (
        <Button variant="secondary" disabled={isBusy} onClick={onTurnOn}>
          <BellRingIcon aria-hidden="true" className="size-4" />
          {turnOn.isPending ? 'Turning on...' : 'Turn on in this browser'}
        </Button>
      )}
      {turnOn.isSuccess ? <InlineStatus tone="success">This browser now gets your reminders.</InlineStatus> : null}
      {turnOff.isSuccess ? <InlineStatus tone="success">This browser no longer gets your reminders.</InlineStatus> : null}
      {failure ? <InlineStatus tone="error">{pushErrorMessage(failure)}</InlineStatus> : null}
    </div>
  );
}

/** Browser notifications (Web Push) to every browser the person turned them on in. */
export function BrowserPushChannel({ form, saved }: { form: ReminderFormState; saved: ReminderSettingsView }) {
  const isSubscribedHere = useQuery(thisBrowserPushQueryOptions).data?.endpoint != null;
  return (
    <li className="space-y-3 rounded-control border border-border p-4">
      <SwitchField
        id={fieldId('channels.webPush.enabled')}
        label="Browser notifications"
        hint={subscribedBrowsersText(saved.webPushDevices, isSubscribedHere)}
        isOn={form.draft.channels.webPush.enabled}
        onChange={(isOn) => form.change((draft) => patchChannel(draft, 'webPush', { enabled: isOn }))}
      />
      <ThisBrowserActions form={form} saved={saved} />
      <ChannelTest channel="webPush" isChanged={isChannelChanged(form.draft, saved, 'webPush')} />
    </li>
  );
}
