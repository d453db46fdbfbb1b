import { ANCHOR_EVENTS, type AnchorEvent } from '@uh/core/custom-protocols/protocol-document.schema';
import { cn } from '#lib/cn';
import { FieldError } from '#ui/field-error';
import { ANCHOR_EVENT_WORDS, WEEKDAY_LONG, WEEKDAY_SHORT } from '../../lib/protocol-words';
import type { ScheduleKind } from '../../lib/protocol-draft';
import { ChoiceGroup, FormSection, NumberInput, SelectInput } from './form-controls';
import type { DraftForm } from './use-draft-form';

const SCHEDULE_OPTIONS: { value: ScheduleKind; label: string; hint: string }[] = [
  { value: 'daily', label: 'Every day', hint: 'Once a day, every day.' },
  { value: 'frequency', label: 'A number of times in a number of days', hint: 'For example 4 times in 7 days, on any days.' },
  { value: 'weekdays', label: 'On chosen days of the week', hint: 'For example Monday, Wednesday and Friday.' },
];

const EVENT_OPTIONS = ANCHOR_EVENTS.map((event) => ({
  value: event,
  label: ANCHOR_EVENT_WORDS[event].charAt(0).toUpperCase() + ANCHOR_EVENT_WORDS[event].slice(1),
}));

function WeekdayChips({ form }: { form: DraftForm }) {
  const error = form.errorFor('schedule.weekdays');
  const errorId = `${form.idFor('schedule.weekdays')}-error`;
  const toggle = (day: number) => {
    const days = form.draft.weekdays.includes(day) ? form.draft.weekdays.filter((each) => each !== day) : [...form.draft.weekdays, day];
    form.change({ weekdays: days.sort((a, b) => a - b) });
  };
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">Days</legend>
      <div className="flex flex-wrap gap-1.5">
        {WEEKDAY_SHORT.map((label, index) => {
          const day = index + 1;
          const id = index === 0 ? form.idFor('schedule.weekdays') : `${form.idFor('schedule.weekdays')}-${day}`;
          return (
            <div key={day}>
              <input
                id={id}
                type="checkbox"
                checked={form.draft.weekdays.includes(day)}
                onChange={() => toggle(day)}
                aria-invalid={error ? true : undefined}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                className={cn(
                  'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-control border border-input-border bg-surface px-2 text-sm font-medium',
                  'peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                )}
              >
                <span aria-hidden="true">{label}</span>
                <span className="sr-only">{WEEKDAY_LONG[index]}</span>
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function AnchorFields({ form }: { form: DraftForm }) {
  const { draft } = form;
  return (
    <div className="space-y-3">
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          checked={draft.isAnchored}
          onChange={(event) => form.change({ isAnchored: event.target.checked })}
          className="size-5 shrink-0 accent-primary"
        />
        <span className="text-sm font-medium">Do it at a set moment: after waking, before sleep, or around a fast</span>
      </label>
      {draft.isAnchored ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectInput<AnchorEvent>
            id={form.idFor('schedule.anchor.event')}
            label="The moment"
            value={draft.anchorEvent}
            options={EVENT_OPTIONS}
            onChange={(anchorEvent) => form.change({ anchorEvent })}
          />
          <NumberInput
            id={form.idFor('schedule.anchor.offsetMinutes')}
            label="Starts how many minutes after it"
            hint="0 for right away; a negative number for before."
            inputMode="text"
            value={draft.offsetMinutes}
            onChange={(offsetMinutes) => form.change({ offsetMinutes })}
            error={form.errorFor('schedule.anchor.offsetMinutes')}
          />
          <NumberInput
            id={form.idFor('schedule.anchor.windowMinutes')}
            label="Within how many minutes"
            hint="How long you have to do it."
            value={draft.windowMinutes}
            onChange={(windowMinutes) => form.change({ windowMinutes })}
            error={form.errorFor('schedule.anchor.windowMinutes')}
          />
        </div>
      ) : null}
    </div>
  );
}

/** Every day, n times in m days, or chosen weekdays; optionally tied to waking, sleep or a fast. */
export function ScheduleFields({ form }: { form: DraftForm }) {
  const { draft } = form;
  return (
    <FormSection id={form.idFor('schedule')} title="When">
      <ChoiceGroup
        name={form.idFor('schedule.kind')}
        legend="How often"
        value={draft.scheduleKind}
        options={SCHEDULE_OPTIONS}
        onChange={(scheduleKind) => form.change({ scheduleKind })}
      />
      {draft.scheduleKind === 'frequency' ? (
        <div className="grid grid-cols-2 gap-4 sm:max-w-md">
          <NumberInput
            id={form.idFor('schedule.times')}
            label="Times"
            inputMode="numeric"
            value={draft.times}
            onChange={(times) => form.change({ times })}
            error={form.errorFor('schedule.times')}
          />
          <NumberInput
            id={form.idFor('schedule.days')}
            label="In how many days"
            inputMode="numeric"
            value={draft.days}
            onChange={(days) => form.change({ days })}
            error={form.errorFor('schedule.days')}
          />
        </div>
      ) : null}
      {draft.scheduleKind === 'weekdays' ? <WeekdayChips form={form} /> : null}
      <AnchorFields form={form} />
    </FormSection>
  );
}
