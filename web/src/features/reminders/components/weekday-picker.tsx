import { WEEKDAY_LABELS } from '@uh/core/reminders/reminders.schema';
import { cn } from '#lib/cn';
import { FieldError } from '#ui/field-error';
import { toggleDay } from '../lib/reminder-draft';
import { fieldId } from '../lib/reminder-field-errors';

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

type WeekdayPickerProps = {
  field: string;
  legend: string;
  days: readonly number[];
  onChange: (days: number[]) => void;
  error: string | undefined;
};

/** Mon–Sun as toggles: native checkboxes (ISO weekdays 1–7), drawn as a row of chips. */
export function WeekdayPicker({ field, legend, days, onChange, error }: WeekdayPickerProps) {
  const id = fieldId(field);
  const errorId = `${id}-error`;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {WEEKDAY_LABELS.map((label, index) => {
          const day = index + 1;
          const inputId = index === 0 ? id : `${id}-${day}`;
          return (
            <div key={day}>
              <input
                id={inputId}
                type="checkbox"
                checked={days.includes(day)}
                onChange={() => onChange(toggleDay(days, day))}
                aria-invalid={error ? true : undefined}
                className="peer sr-only"
              />
              <label
                htmlFor={inputId}
                title={WEEKDAY_NAMES[index]}
                className={cn(
                  'inline-flex min-h-11 min-w-12 cursor-pointer items-center justify-center rounded-control border border-input-border bg-surface px-2 text-sm font-medium transition-colors duration-150 motion-reduce:transition-none',
                  'hover:bg-surface-muted peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                )}
              >
                {label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
