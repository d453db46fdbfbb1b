import { Input, type InputProps } from './input';
import { Label } from './label';

export type FormFieldProps = Omit<InputProps, 'id'> & { id: string; label: string; error?: string | undefined };

/** A labelled input with its error message under it, tied together for screen readers. */
export function FormField({ id, label, error, ...inputProps }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...inputProps} />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive dark:text-status-bad">
          {error}
        </p>
      ) : null}
    </div>
  );
}
