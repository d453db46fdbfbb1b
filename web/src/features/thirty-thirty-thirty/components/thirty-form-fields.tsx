import type { FocusEvent } from 'react';
import { FormField } from '#ui/form-field';
import type { ThirtyFormErrors, ThirtyFormValues } from '../lib/thirty-form';
import { THIRTY_INPUT_IDS } from '../lib/use-thirty-log-form';

const FIELDS = [
  { name: 'protein', label: 'Protein (grams)', inputMode: 'decimal', hint: 'At least 30 g.' },
  { name: 'waking', label: 'Time after waking (minutes)', inputMode: 'numeric', hint: 'Aim for your protein within 30 minutes of waking.' },
] as const;

/** The hint, and the field's message when there is one (FormField names its message `<id>-error`). */
const describedBy = (hintId: string, inputId: string, error: string | undefined) => (error ? `${hintId} ${inputId}-error` : hintId);

type Props = {
  values: ThirtyFormValues;
  errors: ThirtyFormErrors;
  onChange: (name: keyof ThirtyFormValues, value: string) => void;
  onBlur: (name: keyof ThirtyFormValues, event: FocusEvent<HTMLInputElement>) => void;
};

/** Protein and time after waking, each with its hint under it. */
export function ThirtyFormFields({ values, errors, onChange, onBlur }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map(({ name, label, inputMode, hint }) => {
        const id = THIRTY_INPUT_IDS[name];
        const hintId = `${id}-hint`;
        return (
          <div key={name} className="space-y-2">
            <FormField
              id={id}
              label={label}
              type="text"
              inputMode={inputMode}
              autoComplete="off"
              value={values[name]}
              error={errors[name]}
              onChange={(event) => onChange(name, event.target.value)}
              onBlur={(event) => onBlur(name, event)}
              aria-describedby={describedBy(hintId, id, errors[name])}
            />
            <p id={hintId} className="text-sm text-muted-foreground">
              {hint}
            </p>
          </div>
        );
      })}
    </div>
  );
}
