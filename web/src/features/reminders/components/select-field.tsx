import { Label } from '#ui/label';
import { fieldId } from '../lib/reminder-field-errors';

type SelectFieldProps<TValue extends string | number> = {
  field: string;
  label: string;
  context: string;
  value: TValue;
  options: readonly { value: TValue; label: string }[];
  onChange: (value: TValue) => void;
};

/** A short native list (how often, which day); the value keeps its type (a weekday stays a number). */
export function SelectField<TValue extends string | number>({ field, label, context, value, options, onChange }: SelectFieldProps<TValue>) {
  const id = fieldId(field);
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        <span className="sr-only">{context} </span>
        {label}
      </Label>
      <select
        id={id}
        value={String(value)}
        onChange={(event) => onChange(options[event.target.selectedIndex]!.value)}
        className="block min-h-11 w-36 rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground"
      >
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
