import { patchSchedule, type ReminderFormState } from '../lib/reminder-draft';
import { fieldId } from '../lib/reminder-field-errors';
import { SwitchField } from './switch-field';
import { TimeField } from './time-field';

/** A stretch of the night (it may pass midnight) when nothing is sent; what falls in it waits for its end. */
export function QuietHoursFields({ form }: { form: ReminderFormState }) {
  const { enabled, start, end } = form.draft.schedule.quietHours;
  return (
    <div className="space-y-3 rounded-control border border-border p-4">
      <SwitchField
        id={fieldId('schedule.quietHours.enabled')}
        label="Quiet hours"
        hint="Nothing is sent between these times; a reminder that falls inside arrives when they end."
        isOn={enabled}
        onChange={(isOn) => form.change((draft) => patchSchedule(draft, 'quietHours', { enabled: isOn }))}
      />
      <div className="flex flex-wrap items-start gap-4">
        <TimeField
          field="schedule.quietHours.start"
          label="From"
          context="Quiet hours"
          value={start}
          onChange={(time) => form.change((draft) => patchSchedule(draft, 'quietHours', { start: time }))}
          error={form.errorFor('schedule.quietHours.start')}
        />
        <TimeField
          field="schedule.quietHours.end"
          label="To"
          context="Quiet hours"
          value={end}
          onChange={(time) => form.change((draft) => patchSchedule(draft, 'quietHours', { end: time }))}
          error={form.errorFor('schedule.quietHours.end')}
        />
      </div>
    </div>
  );
}
