import type { ReminderSettingsUpdate, ReminderSettingsView } from '@uh/core/reminders/reminders.schema';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { settingsPath } from '@uh/core/settings/settings-sections';
import { readableServerError, serverFieldErrors } from '#lib/server-field-errors';
import { Button } from '#ui/button';
import { toast } from '#ui/use-toast';
import { useSaveReminders } from '../api/use-save-reminders';
import { draftFromView, updateFromDraft, type ReminderDraft, type ReminderFormState } from '../lib/reminder-draft';
import { fieldId, REMINDER_FIELDS, validateDraft, valueAtPath, type ReminderFieldErrors } from '../lib/reminder-field-errors';
import { savedSummary } from '../lib/saved-summary';
import { ChannelFields } from './channel-fields';
import { InlineStatus } from './inline-status';
import { QuietHoursFields } from './quiet-hours-fields';
import { ProtocolRemindersList } from './protocol-reminders-list';
import { ScheduleFields } from './schedule-fields';

const FIELDS_BY_API_NAME = Object.fromEntries(REMINDER_FIELDS.map((field) => [field, field]));

/** A refused save: the errors the server named per field, what it said otherwise, and what was sent. */
type ServerFailure = { fields: ReminderFieldErrors; general: string | null; sent: ReminderSettingsUpdate };

const isSame = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function TimeZoneNote({ timeZone }: { timeZone: string }) {
  return (
    <p className="text-sm text-muted-foreground">
      Times are in your time zone, <span className="font-medium text-foreground">{timeZone.replaceAll('_', ' ')}</span>.{' '}
      <Link href={settingsPath('preferences')} className="font-medium text-foreground underline underline-offset-4">
        Change it in Preferences
      </Link>
      .
    </p>
  );
}

/** The whole schedule and channels, saved together; browser subscriptions and tests act at once. */
export function RemindersForm({ saved }: { saved: ReminderSettingsView }) {
  const [draft, setDraft] = useState<ReminderDraft>(() => draftFromView(saved));
  // Once a save was tried, the browser's checks follow every change.
  const [hasTriedSaving, setHasTriedSaving] = useState(false);
  const [serverFailure, setServerFailure] = useState<ServerFailure | null>(null);
  const save = useSaveReminders();

  const clientErrors = hasTriedSaving ? (validateDraft(draft).errors ?? {}) : {};
  const current = updateFromDraft(draft);
  // A server error stays under its field until that field is changed.
  const errorFor = (field: string) =>
    clientErrors[field] ??
    (serverFailure && isSame(valueAtPath(current, field), valueAtPath(serverFailure.sent, field))
      ? serverFailure.fields[field]
      : undefined);
  const form: ReminderFormState = { draft, change: (next) => setDraft(next), errorFor };
  const hasFieldErrors = REMINDER_FIELDS.some((field) => errorFor(field) !== undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasTriedSaving(true);
    const { update, errors } = validateDraft(draft);
    if (!update) {
      const first = REMINDER_FIELDS.find((field) => errors[field] !== undefined);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setServerFailure(null);
    save.mutate(update, {
      onSuccess: (view) => {
        // The form shows what the server kept (days in order, the token no longer typed).
        setDraft(draftFromView(view));
        setHasTriedSaving(false);
        toast({ title: 'Reminders saved', description: savedSummary(view) });
      },
      onError: (error) => {
        const fields = serverFieldErrors(error, FIELDS_BY_API_NAME);
        setServerFailure({ fields, general: Object.keys(fields).length > 0 ? null : readableServerError(error), sent: update });
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <TimeZoneNote timeZone={saved.timeZone} />
      {/* Side by side on wide screens, so the whole section fits in about two screens. */}
      <div className="grid gap-6 xl:grid-cols-2">
        <section aria-labelledby="reminders-schedule-heading" className="space-y-3">
          <h3 id="reminders-schedule-heading" className="font-semibold">
            What to remind you of
          </h3>
          <ScheduleFields form={form} />
          <QuietHoursFields form={form} />
        </section>
        <section aria-labelledby="reminders-channels-heading" className="space-y-3">
          <h3 id="reminders-channels-heading" className="font-semibold">
            Where they arrive
          </h3>
          <ChannelFields form={form} saved={saved} />
          <ProtocolRemindersList />
        </section>
      </div>
      <div className="space-y-3">
        {serverFailure?.general ? <InlineStatus tone="error">Couldn't save your reminders: {serverFailure.general}</InlineStatus> : null}
        {!serverFailure?.general && hasFieldErrors ? (
          <InlineStatus tone="error">Couldn't save your reminders: check the fields with a message above.</InlineStatus>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving reminders...' : 'Save reminders'}
        </Button>
      </div>
    </form>
  );
}
