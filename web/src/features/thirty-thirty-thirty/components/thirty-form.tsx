import CheckIcon from 'lucide-react/icons/check';
import CircleIcon from 'lucide-react/icons/circle';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { THIRTY_VALIDATION_MESSAGE, THIRTY_VALIDATION_TITLE } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.logic';
import type { Stopwatch } from '#lib/use-stopwatch';
import { cn } from '#lib/cn';
import { Button } from '#ui/button';
import { Input } from '#ui/input';
import { Label } from '#ui/label';
import { toast } from '#ui/use-toast';
import { useLogThirty } from '../api/use-log-thirty';
import { parseNumberField, thirtyProgress } from '../logic/thirty-form';
import { ExerciseTimer } from './exercise-timer';

export const PROTEIN_INPUT_ID = 'thirty-protein';

function Requirement({ met, children }: { met: boolean; children: string }) {
  const Icon = met ? CheckIcon : CircleIcon;
  return (
    <li className="flex items-center gap-2">
      <Icon aria-hidden="true" className={cn('size-4 shrink-0', met ? 'text-status-good' : 'text-muted-foreground')} />
      <span>{children}</span>
      <span className="sr-only">{met ? '(done)' : '(not yet)'}</span>
    </li>
  );
}

type ThirtyFormProps = { userId: number; stopwatch: Stopwatch; onLogged: (log: ThirtyLog) => void };

/** Protein, time after waking and the exercise timer; completes only when spec §5 is met. */
export function ThirtyForm({ userId, stopwatch, onLogged }: ThirtyFormProps) {
  const [protein, setProtein] = useState('');
  const [timeAfterWaking, setTimeAfterWaking] = useState('');
  const log = useLogThirty();
  const progress = thirtyProgress(protein, stopwatch.seconds);

  const complete = () => {
    if (log.isPending) return;
    if (!progress.canComplete) {
      toast({ variant: 'destructive', title: THIRTY_VALIDATION_TITLE, description: THIRTY_VALIDATION_MESSAGE });
      return;
    }
    // The exercise is over: the timer stops so the logged seconds are the ones on the face.
    const exerciseDuration = stopwatch.pause();
    const input = {
      userId,
      proteinAmount: parseNumberField(protein) ?? 0,
      exerciseDuration,
      timeAfterWaking: parseNumberField(timeAfterWaking),
    };
    log.mutate(input, {
      onSuccess: (saved) => {
        stopwatch.reset();
        toast({ title: 'Success!', description: 'Your 30-30-30 protocol has been logged successfully.' });
        onLogged(saved);
      },
      // Inputs and the timer stay as they are, so the user can try again.
      onError: () =>
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to log your 30-30-30 protocol. Please try again.' }),
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    complete();
  };
  // Enter in a field completes too, and explains why when the rule is not met yet.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    complete();
  };

  return (
    <form onSubmit={onSubmit} onKeyDown={onKeyDown} className="space-y-5" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={PROTEIN_INPUT_ID}>Protein (grams)</Label>
          <Input
            id={PROTEIN_INPUT_ID}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={protein}
            onChange={(event) => setProtein(event.target.value)}
            aria-describedby="thirty-protein-hint"
          />
          <p id="thirty-protein-hint" className="text-sm text-muted-foreground">
            At least 30 g.
          </p>
        </div>
        <div className="space-y-2">
          <Label htmlFor="thirty-waking">Time after waking (minutes)</Label>
          <Input
            id="thirty-waking"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={timeAfterWaking}
            onChange={(event) => setTimeAfterWaking(event.target.value)}
            aria-describedby="thirty-waking-hint"
          />
          <p id="thirty-waking-hint" className="text-sm text-muted-foreground">
            Aim for your protein within 30 minutes of waking.
          </p>
        </div>
      </div>

      <ExerciseTimer stopwatch={stopwatch} disabled={log.isPending} />

      <ul id="thirty-requirements" aria-label="To complete" className="space-y-1 text-sm">
        <Requirement met={progress.proteinMet}>At least 30 g of protein</Requirement>
        <Requirement met={progress.exerciseMet}>At least 25:00 of exercise</Requirement>
      </ul>
      <Button type="submit" className="w-full" disabled={!progress.canComplete || log.isPending} aria-describedby="thirty-requirements">
        {log.isPending ? 'Saving...' : 'Complete 30-30-30'}
      </Button>
    </form>
  );
}
