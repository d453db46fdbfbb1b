import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import { cn } from '#lib/cn';
import { Label } from '#ui/label';
import type { FieldSpec } from '../lib/entry-fields';

type Props = {
  id: string;
  field: FieldSpec;
  value: string;
  error: string | undefined;
  /** The value was guessed or is missing: marked with words and an icon, not colour alone. */
  isToCheck: boolean;
  onChange: (value: string) => void;
};

const controlClass =
  'block min-h-11 w-full rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground aria-invalid:border-destructive dark:aria-invalid:border-status-bad';

/** One detail of a reviewed entry, with its label, its "Check this" mark and its message. */
export function EntryField({ id, field, value, error, isToCheck, onChange }: Props) {
  const checkId = `${id}-check`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [isToCheck ? checkId : null, field.hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    className: cn(controlClass, isToCheck && 'border-2 border-status-warn', field.kind === 'number' && 'figures'),
  };

  return (
    <div className={cn('space-y-2', field.kind === 'textarea' && 'sm:col-span-2')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id}>{field.label}</Label>
        {isToCheck ? (
          <span id={checkId} className="inline-flex items-center gap-1 text-sm font-semibold text-status-warn">
            <TriangleAlertIcon aria-hidden="true" className="size-4" />
            Check this
          </span>
        ) : null}
      </div>
      {field.kind === 'select' ? (
        <select {...common}>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.kind === 'textarea' ? (
        <textarea {...common} rows={3} />
      ) : (
        <input {...common} type={field.kind === 'datetime' ? 'datetime-local' : 'text'} inputMode={field.inputMode} autoComplete="off" />
      )}
      {field.hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {field.hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive dark:text-status-bad">
          {error}
        </p>
      ) : null}
    </div>
  );
}
