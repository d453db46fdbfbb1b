import { CHANNEL_LABELS, type ReminderChannel } from '@uh/core/reminders/reminders.schema';
import SendIcon from 'lucide-react/icons/send';
import { Button } from '#ui/button';
import { useSendReminderTest } from '../api/use-send-reminder-test';
import { testFailureText } from '../lib/test-answer';
import { InlineStatus } from './inline-status';

type ChannelTestProps = {
  channel: ReminderChannel;
  /** The channel's fields differ from the saved ones, which are what the test goes to. */
  isChanged: boolean;
  isDisabled?: boolean;
};

/** "Send a test": one message on this channel now; the server's answer shows beside it. */
export function ChannelTest({ channel, isChanged, isDisabled = false }: ChannelTestProps) {
  const test = useSendReminderTest(channel);
  const hintId = `reminders-test-${channel}-hint`;
  return (
    <div className="space-y-2">
      {isChanged ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          Save reminders first: the test goes to the saved settings.
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        disabled={isDisabled || test.isPending}
        onClick={() => test.mutate()}
        aria-describedby={isChanged ? hintId : undefined}
      >
        <SendIcon aria-hidden="true" className="size-4" />
        {test.isPending ? 'Sending...' : 'Send a test'}
        <span className="sr-only"> to {CHANNEL_LABELS[channel]}</span>
      </Button>
      {test.isSuccess ? <InlineStatus tone="success">{test.data.message}</InlineStatus> : null}
      {test.isError ? <InlineStatus tone="error">{testFailureText(test.error, channel)}</InlineStatus> : null}
    </div>
  );
}
