import { FormField } from '#ui/form-field';
import { fieldId } from '../lib/reminder-field-errors';

type TimeFieldProps = {
  /** The API path of the time ('schedule.morningThirty.time'): its input's id and its errors. */
  field: string;
  label: string;
  /** Read before the label by screen readers only, where "Time" alone would not say which ("Morning 30-30-30"). */
  context: string;
  value: string;
  onChange: (time: string) => void;
  error: string | undefined;
};

/** A wall-clock time (HH:MM) in the person's time zone. */
export function TimeField({ field, label, context, value, onChange, error }: TimeFieldProps) {
  return (
    <FormField
      id={fieldId(field)}
      label={
        <>
          <span className="sr-only">{context} </span>
          {label}
        </>
      }
      type="time"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      className="w-36 tabular-nums"
    />
  );
}
