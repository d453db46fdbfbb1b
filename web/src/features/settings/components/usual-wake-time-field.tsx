import { useId, useState, type FormEvent } from 'react';
import { Button } from '#ui/button';
import { FieldError } from '#ui/field-error';
import { Input } from '#ui/input';
import { Label } from '#ui/label';
import { toast } from '#ui/use-toast';
import { useUpdatePreferences } from '../api/use-update-preferences';
import { readableError } from '../lib/server-field-error';

/**
 * When the person usually wakes: what "30 min after you wake" reminders count from on days no
 * wearable recorded the wake-up. Saved with its button (a time typed digit by digit is not yet one).
 */
export function UsualWakeTimeField({ saved }: { saved: string | null }) {
  const id = useId();
  const [time, setTime] = useState(saved ?? '');
  const update = useUpdatePreferences();
  const store = (usualWakeTime: string | null) =>
    update.mutate(
      { usualWakeTime },
      {
        onSuccess: () =>
          toast({
            title: 'Preferences saved',
            description: usualWakeTime ? `Your usual wake time is ${usualWakeTime}.` : 'Your usual wake time is cleared.',
          }),
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    store(time === '' ? null : time);
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <Label htmlFor={id}>Usual wake time</Label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={id}
          type="time"
          value={time}
          onChange={(event) => setTime(event.target.value)}
          aria-describedby={`${id}-hint${update.isError ? ` ${id}-error` : ''}`}
          className="w-36 tabular-nums"
        />
        <Button type="submit" variant="secondary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save wake time'}
        </Button>
        {saved ? (
          <Button
            variant="ghost"
            disabled={update.isPending}
            onClick={() => {
              setTime('');
              store(null);
            }}
          >
            Clear
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Reminders set "after you wake" count from it on days no wearable recorded your wake-up.
      </p>
      <FieldError id={`${id}-error`} message={update.isError ? readableError(update.error) : undefined} />
    </form>
  );
}
