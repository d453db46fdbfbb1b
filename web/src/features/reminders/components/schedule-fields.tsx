import {
  BIOMETRICS_FREQUENCIES,
  EXPERIMENT_REMINDER_LABEL,
  REMINDER_LABELS,
  WEEKDAY_LABELS,
  type ReminderKind,
} from '@uh/core/reminders/reminders.schema';
import type { ReactNode } from 'react';
import { patchSchedule, type ReminderFormState } from '../lib/reminder-draft';
import { fieldId } from '../lib/reminder-field-errors';
import { SelectField } from './select-field';
import { SwitchField } from './switch-field';
import { TimeField } from './time-field';
import { WeekdayPicker } from './weekday-picker';

type TimedKind = 'morningThirty' | 'coldSession' | 'dailyChecklist' | 'logBiometrics';

const FREQUENCY_OPTIONS = BIOMETRICS_FREQUENCIES.map((value) => ({ value, label: value === 'daily' ? 'Every day' : 'Once a week' }));
const DAY_OPTIONS = WEEKDAY_LABELS.map((label, index) => ({ value: index + 1, label }));

type ReminderRowProps = { kind: ReminderKind; hint: string; form: ReminderFormState; children?: ReactNode };

function ReminderRow({ kind, hint, form, children }: ReminderRowProps) {
  return (
    <li className="space-y-3 rounded-control border border-border p-4">
      <SwitchField
        id={fieldId(`schedule.${kind}.enabled`)}
        label={REMINDER_LABELS[kind]}
        hint={hint}
        isOn={form.draft.schedule[kind].enabled}
        onChange={(enabled) => form.change((draft) => patchSchedule(draft, kind, { enabled }))}
      />
      {children ? <div className="flex flex-wrap items-start gap-4">{children}</div> : null}
    </li>
  );
}

function ReminderTime({ kind, form }: { kind: TimedKind; form: ReminderFormState }) {
  const field = `schedule.${kind}.time`;
  return (
    <TimeField
      field={field}
      label="Time"
      context={REMINDER_LABELS[kind]}
      value={form.draft.schedule[kind].time}
      onChange={(time) => form.change((draft) => patchSchedule(draft, kind, { time }))}
      error={form.errorFor(field)}
    />
  );
}

function BiometricsFields({ form }: { form: ReminderFormState }) {
  const { frequency, day } = form.draft.schedule.logBiometrics;
  const context = REMINDER_LABELS.logBiometrics;
  return (
    <>
      <SelectField
        field="schedule.logBiometrics.frequency"
        label="How often"
        context={context}
        value={frequency}
        options={FREQUENCY_OPTIONS}
        onChange={(next) => form.change((draft) => patchSchedule(draft, 'logBiometrics', { frequency: next }))}
      />
      {frequency === 'weekly' ? (
        <SelectField
          field="schedule.logBiometrics.day"
          label="Day"
          context={context}
          value={day}
          options={DAY_OPTIONS}
          onChange={(next) => form.change((draft) => patchSchedule(draft, 'logBiometrics', { day: next }))}
        />
      ) : null}
      <ReminderTime kind="logBiometrics" form={form} />
    </>
  );
}

/** Every running experiment's day, at the morning 30-30-30 time when that is on: one switch for them all. */
function ExperimentsRow({ form }: { form: ReminderFormState }) {
  return (
    <li className="rounded-control border border-border p-4">
      <SwitchField
        id={fieldId('schedule.experiments.enabled')}
        label={EXPERIMENT_REMINDER_LABEL}
        hint="Each day of a running experiment: whether today is with or without the habit. At your morning 30-30-30 time, else 08:00."
        isOn={form.draft.schedule.experiments.enabled}
        onChange={(enabled) => form.change((draft) => patchSchedule(draft, 'experiments', { enabled }))}
      />
    </li>
  );
}

/** On Mondays, who opened what the person shares (Sharing) in the week before. */
function SharingSummaryRow({ form }: { form: ReminderFormState }) {
  return (
    <li className="rounded-control border border-border p-4">
      <SwitchField
        id={fieldId('schedule.sharingSummary.enabled')}
        label="Weekly sharing summary"
        hint="On Mondays at 09:00: who opened what you share, and how often, in the week before."
        isOn={form.draft.schedule.sharingSummary.enabled}
        onChange={(enabled) => form.change((draft) => patchSchedule(draft, 'sharingSummary', { enabled }))}
      />
    </li>
  );
}

/** Each reminder on or off, with its time where it has one; two columns on a wide screen keep the form about two screens tall. */
export function ScheduleFields({ form }: { form: ReminderFormState }) {
  return (
    <ul className="grid gap-3 lg:grid-cols-2">
      <ReminderRow kind="fastTarget" form={form} hint="When a fast reaches its target: its start plus the target hours." />
      <ReminderRow kind="fastingStage" form={form} hint="When a fast enters its next stage." />
      <ReminderRow kind="morningThirty" form={form} hint="Every morning: 30 g of protein, then 30 minutes of easy movement.">
        <ReminderTime kind="morningThirty" form={form} />
      </ReminderRow>
      <ReminderRow kind="coldSession" form={form} hint="On the days you pick.">
        <WeekdayPicker
          field="schedule.coldSession.days"
          legend="Days"
          days={form.draft.schedule.coldSession.days}
          onChange={(days) => form.change((draft) => patchSchedule(draft, 'coldSession', { days }))}
          error={form.errorFor('schedule.coldSession.days')}
        />
        <ReminderTime kind="coldSession" form={form} />
      </ReminderRow>
      <ReminderRow kind="dailyChecklist" form={form} hint="Sent only if today's checklist is under 100 %.">
        <ReminderTime kind="dailyChecklist" form={form} />
      </ReminderRow>
      <ReminderRow kind="logBiometrics" form={form} hint="Every day, or once a week on the day you pick.">
        <BiometricsFields form={form} />
      </ReminderRow>
      <ExperimentsRow form={form} />
      <SharingSummaryRow form={form} />
    </ul>
  );
}
