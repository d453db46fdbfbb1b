import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import { Input, type InputProps } from './input';
import { Label } from './label';

export type FormFieldProps = Omit<InputProps, 'id'> & { id: string; label: ReactNode; error?: string | undefined };

/** A labelled input with its error message under it, tied together for screen readers. */
export function FormField({ id, label, error, ...inputProps }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...inputProps} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
