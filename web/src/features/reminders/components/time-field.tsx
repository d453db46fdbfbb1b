import { Input } from '#ui/input';
import { Label } from '#ui/label';
import { fieldId } from '../lib/reminder-draft';
import { FieldError } from './field-error';

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
  const id = fieldId(field);
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        <span className="sr-only">{context} </span>
        {label}
      </Label>
      <Input
        id={id}
        type="time"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="w-36 tabular-nums"
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
