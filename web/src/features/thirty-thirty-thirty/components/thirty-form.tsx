import CheckIcon from 'lucide-react/icons/check';
import CircleIcon from 'lucide-react/icons/circle';
import type { FormEvent, KeyboardEvent } from 'react';
import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import type { Stopwatch } from '#lib/use-stopwatch';
import { cn } from '#lib/cn';
import { Button } from '#ui/button';
import { useThirtyLogForm } from '../lib/use-thirty-log-form';
import { ExerciseTimer } from './exercise-timer';
import { ThirtyFormFields } from './thirty-form-fields';

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

/** Protein, time after waking and the exercise timer; completes only when docs/product.md §5 is met. */
export function ThirtyForm({ userId, stopwatch, onLogged }: ThirtyFormProps) {
  const { values, errors, progress, isPending, onChange, onBlur, complete } = useThirtyLogForm({ userId, stopwatch, onLogged });

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
      <ThirtyFormFields values={values} errors={errors} onChange={onChange} onBlur={onBlur} />

      <ExerciseTimer stopwatch={stopwatch} disabled={isPending} />
      {errors.exercise ? <p className="text-sm font-medium text-destructive dark:text-status-bad">{errors.exercise}</p> : null}

      <ul id="thirty-requirements" aria-label="To complete" className="space-y-1 text-sm">
        <Requirement met={progress.proteinMet}>At least 30 g of protein</Requirement>
        <Requirement met={progress.exerciseMet}>At least 25:00 of exercise</Requirement>
      </ul>
      <Button type="submit" className="w-full" disabled={!progress.canComplete || isPending} aria-describedby="thirty-requirements">
        {isPending ? 'Saving...' : 'Complete 30-30-30'}
      </Button>
    </form>
  );
}
