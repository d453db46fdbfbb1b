import { useId, useState, type FormEvent } from 'react';
import { cn } from '#lib/cn';
import { Button } from '#ui/button';
import { FieldError } from '#ui/field-error';
import { Label } from '#ui/label';
import { useLogEntry, usePatchEntry } from '../../api/use-custom-day-mutations';
import { entriesOf, type LogTarget } from './log-context';
import { useAddValue } from './quick-log-controls';

/**
 * A scale: one button per step, min to max, with its label. The day keeps one rating: a second
 * tap corrects it rather than adding another.
 */
export function ScaleControl({ target }: { target: LogTarget }) {
  const { component } = target;
  const [entry] = entriesOf(target).slice(-1);
  const { add, isBusy: isAdding } = useAddValue(target);
  const patch = usePatchEntry(target.protocolId);
  if (component.kind !== 'scale') return null;
  const steps = Array.from({ length: component.max - component.min + 1 }, (_, index) => component.min + index);
  const isBusy = isAdding || patch.isPending || !target.day;
  const choose = (value: number) => (entry ? patch.mutate({ entryId: entry.id, patch: { value } }) : void add(value));
  return (
    <div role="group" aria-label={`Rate ${component.label}`} className="flex flex-wrap gap-2">
      {steps.map((value, index) => {
        const label = component.labels?.[index];
        const isChosen = entry?.value === value;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={isChosen}
            disabled={isBusy}
            onClick={() => choose(value)}
            className={cn(
              'flex min-h-11 min-w-11 flex-col items-center justify-center rounded-control border px-2 py-1 text-sm transition-colors duration-150',
              'disabled:cursor-not-allowed disabled:opacity-60',
              isChosen ? 'border-primary bg-primary text-primary-foreground' : 'border-input-border bg-surface hover:bg-surface-muted',
            )}
          >
            <span className="figures text-base font-semibold">{value}</span>
            {label ? <span>{label}</span> : null}
          </button>
        );
      })}
    </div>
  );
}

/** A text component: a few words for the day, added as an entry. */
export function TextControl({ target }: { target: LogTarget }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const log = useLogEntry(target.protocolId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return setError('Write something first');
    setError(undefined);
    log.mutate({ componentId: target.component.id, date: target.date, text: text.trim() }, { onSuccess: () => setText('') });
  };
  const errorId = `${id}-error`;
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <Label htmlFor={id}>{target.component.label} (note)</Label>
      <textarea
        id={id}
        rows={3}
        maxLength={2000}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="block w-full rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground aria-invalid:border-destructive"
      />
      <FieldError id={errorId} message={error} />
      <Button type="submit" variant="secondary" disabled={log.isPending}>
        Save<span className="sr-only"> {target.component.label}</span>
      </Button>
    </form>
  );
}
