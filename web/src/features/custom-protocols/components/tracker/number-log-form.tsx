import { parseNumberInput } from '@uh/core/common/number-input.logic';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#ui/button';
import { FieldError } from '#ui/field-error';
import { Input } from '#ui/input';
import { Label } from '#ui/label';

type Props = {
  label: string;
  /** Whether the value may have decimals (a measure, minutes) or must be whole (a count). */
  isWhole: boolean;
  isBusy: boolean;
  /** Sends the typed figure; resolves true once saved, so the field empties. */
  onAdd: (figure: number) => Promise<boolean>;
  actionLabel: string;
};

/** A number typed and added as one more entry; the field says what is wrong under it. */
export function NumberLogForm({ label, isWhole, isBusy, onAdd, actionLabel }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseNumberInput(text);
    if (parsed.kind === 'empty') return setError(`Type ${label.toLowerCase()} first`);
    if (parsed.kind === 'invalid') return setError('Type a plain number, like 12 or 12.5');
    if (parsed.value <= 0) return setError('Type a number above 0');
    if (isWhole && !Number.isInteger(parsed.value)) return setError('Type a whole number');
    setError(undefined);
    if (await onAdd(parsed.value)) setText('');
  };
  const errorId = `${id}-error`;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-28 figures"
        />
        <Button type="submit" variant="secondary" disabled={isBusy}>
          {actionLabel}
          <span className="sr-only"> ({label})</span>
        </Button>
      </div>
      <FieldError id={errorId} message={error} />
    </form>
  );
}
