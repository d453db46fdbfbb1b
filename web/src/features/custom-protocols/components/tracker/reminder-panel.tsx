import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { anchorPhrase } from '@uh/core/custom-protocols/protocol-reminder-message.logic';
import { reminderNeedsTime } from '@uh/core/custom-protocols/protocol-reminder.logic';
import { settingsPath } from '@uh/core/settings/settings-sections';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { errorMessage } from '#lib/api-client';
import { usePreferences } from '#lib/preferences';
import { Button } from '#ui/button';
import { FieldError } from '#ui/field-error';
import { FormField } from '#ui/form-field';
import { Switch } from '#ui/switch';
import { toast } from '#ui/use-toast';
import { useSaveProtocolReminder } from '../../api/use-protocol-reminder';

type Draft = { enabled: boolean; atAnchor: boolean; time: string };

const linkClass = 'font-medium underline underline-offset-4';

/**
 * The protocol's reminder: off or on, at a clock time or (when the schedule has an anchor a clock
 * can find) at the anchor, sent through the channels set in Settings → Reminders.
 */
export function ReminderPanel({ protocol }: { protocol: CustomProtocol }) {
  const id = useId();
  const { schedule } = protocol.document;
  const canAnchor = !reminderNeedsTime(schedule) && schedule.anchor !== undefined;
  const saved = protocol.reminder ?? null;
  const [draft, setDraft] = useState<Draft>({
    enabled: saved?.enabled ?? false,
    atAnchor: canAnchor && (saved ? saved.time === null : true),
    time: saved?.time ?? '08:00',
  });
  const save = useSaveProtocolReminder(protocol.id);
  const preferences = usePreferences();
  const wakeUnknown = canAnchor && schedule.anchor?.event === 'wake' && preferences.data?.usualWakeTime === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { enabled: draft.enabled, time: draft.atAnchor ? null : draft.time },
      { onSuccess: () => toast({ title: 'Reminder saved', description: draft.enabled ? 'It is on.' : 'It is off.' }) },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Reminder
      </h2>
      <Switch id={`${id}-enabled`} label="Remind me" isOn={draft.enabled} onChange={(enabled) => setDraft({ ...draft, enabled })} />
      {canAnchor && schedule.anchor ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">When</legend>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name={`${id}-when`} checked={draft.atAnchor} onChange={() => setDraft({ ...draft, atAnchor: true })} />
            At the anchor: {anchorPhrase(schedule.anchor)}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name={`${id}-when`} checked={!draft.atAnchor} onChange={() => setDraft({ ...draft, atAnchor: false })} />
            At a time
          </label>
        </fieldset>
      ) : null}
      {draft.atAnchor ? null : (
        <FormField
          id={`${id}-time`}
          label="Reminder time"
          type="time"
          required
          value={draft.time}
          onChange={(event) => setDraft({ ...draft, time: event.target.value })}
          className="w-36 tabular-nums"
        />
      )}
      {wakeUnknown && draft.atAnchor ? (
        <p className="text-sm">
          Your wake-up is not known yet: a wearable that records it, or your usual wake time, sets this reminder.{' '}
          <Link href={settingsPath('preferences')} className={linkClass}>
            Set your usual wake time
          </Link>
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        Not sent on days already done, skipped or paused, nor during quiet hours. It arrives through{' '}
        <Link href={settingsPath('reminders')} className={linkClass}>
          your reminder channels
        </Link>
        .
      </p>
      <FieldError id={`${id}-error`} message={save.isError ? errorMessage(save.error) : undefined} />
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save reminder'}
      </Button>
    </form>
  );
}
