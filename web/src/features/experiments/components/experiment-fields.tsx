import type { ReactNode } from 'react';
import { FieldError } from '#ui/field-error';
import { Input, type InputProps } from '#ui/input';
import { Label } from '#ui/label';

const selectClass = 'block min-h-11 w-full rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground';

/** The ids a field's hint and error take, joined for aria-describedby. */
const describedBy = (id: string, hint: ReactNode, error: string | undefined) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return children ? (
    <p id={`${id}-hint`} className="text-sm text-muted-foreground">
      {children}
    </p>
  ) : null;
}

type SelectFieldProps = {
  id: string;
  label: string;
  hint?: ReactNode;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  children: ReactNode;
};

/** A native select with its label, hint and error, tied together for screen readers. */
export function SelectField({ id, label, hint, value, error, onChange, children }: SelectFieldProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Hint id={id}>{hint}</Hint>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={selectClass}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type TextFieldProps = Omit<InputProps, 'id' | 'onChange' | 'value'> & {
  id: string;
  label: string;
  hint?: ReactNode;
  /** Shown after the box: "ms", "days". */
  suffix?: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

/** An input with its label, hint, unit and error. */
export function TextField({ id, label, hint, suffix, value, error, onChange, className, ...inputProps }: TextFieldProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Hint id={id}>{hint}</Hint>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={className ?? 'w-28'}
          {...inputProps}
        />
        {suffix ? <span className="text-muted-foreground">{suffix}</span> : null}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type RadioChoice<TValue extends string> = { value: TValue; label: string; hint?: string };
type RadioFieldProps<TValue extends string> = {
  name: string;
  legend: string;
  choices: readonly RadioChoice<TValue>[];
  value: TValue;
  onChange: (value: TValue) => void;
};

/** A few choices of which one holds, as a fieldset of radio buttons. */
export function RadioField<TValue extends string>({ name, legend, choices, value, onChange }: RadioFieldProps<TValue>) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      {choices.map((choice) => {
        const id = `${name}-${choice.value}`;
        return (
          <div key={choice.value} className="flex items-start gap-2">
            <input
              id={id}
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-describedby={choice.hint ? `${id}-hint` : undefined}
              className="mt-1 size-4 accent-primary"
            />
            <div>
              <label htmlFor={id} className="font-medium">
                {choice.label}
              </label>
              {choice.hint ? (
                <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                  {choice.hint}
                </p>
              ) : null}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
