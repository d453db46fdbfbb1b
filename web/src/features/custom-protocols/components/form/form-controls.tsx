import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '#lib/cn';
import { FieldError } from '#ui/field-error';
import { Input } from '#ui/input';
import { Label } from '#ui/label';

const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
};

/** A labelled input with an optional hint and its error under it, both read out with it. */
export function TextInput({ id, label, hint, error, value, onChange, className, ...inputProps }: TextInputProps) {
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && `${id}-hint`, error !== undefined && `${id}-error`)}
        {...inputProps}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A typed number: the numeric keyboard on a phone, kept as text so nothing typed is lost. */
export function NumberInput(props: TextInputProps) {
  return <TextInput inputMode="decimal" autoComplete="off" {...props} />;
}

type Option<TValue extends string> = { value: TValue; label: string };

type SelectInputProps<TValue extends string> = {
  id: string;
  label: ReactNode;
  value: TValue;
  options: readonly Option<TValue>[];
  onChange: (value: TValue) => void;
  className?: string;
};

export function SelectInput<TValue extends string>({ id, label, value, options, onChange, className }: SelectInputProps<TValue>) {
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(options[event.target.selectedIndex]!.value)}
        className="block min-h-11 w-full rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type ChoiceGroupProps<TValue extends string> = {
  name: string;
  legend: ReactNode;
  value: TValue;
  options: readonly (Option<TValue> & { hint?: string })[];
  onChange: (value: TValue) => void;
};

/** One choice out of a few, as native radio buttons (arrow keys move between them). */
export function ChoiceGroup<TValue extends string>({ name, legend, value, options, onChange }: ChoiceGroupProps<TValue>) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="space-y-1">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-1">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-5 shrink-0 accent-primary"
            />
            <span className="text-sm">
              {option.label}
              {option.hint ? <span className="block text-muted-foreground">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A section of the form with a visible heading, so a screen reader can jump between them. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded-card border border-border p-4 sm:p-6">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
