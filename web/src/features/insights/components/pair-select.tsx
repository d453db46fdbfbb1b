import type { ReactNode } from 'react';
import { FieldError } from '#ui/field-error';
import { Label } from '#ui/label';

const selectClass = 'block min-h-11 w-full rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground';

type PairSelectProps = {
  id: string;
  label: string;
  hint?: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** The <option>s and <optgroup>s. */
  children: ReactNode;
};

/** A native select with its label, a hint and its error under it, tied together for screen readers. */
export function PairSelect({ id, label, hint, value, error, onChange, children }: PairSelectProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={selectClass}
      >
        {children}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
