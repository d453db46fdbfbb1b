import CheckIcon from 'lucide-react/icons/check';
import CircleIcon from 'lucide-react/icons/circle';
import { useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { THIRTY_VALIDATION_MESSAGE, THIRTY_VALIDATION_TITLE } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.logic';
import { readableServerError, serverFieldErrors } from '#lib/server-field-errors';
import type { Stopwatch } from '#lib/use-stopwatch';
import { cn } from '#lib/cn';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { toast } from '#ui/use-toast';
import { useLogThirty } from '../api/use-log-thirty';
import {
  THIRTY_FORM_FIELDS_BY_API_NAME,
  thirtyFormErrors,
  thirtyPayload,
  thirtyProgress,
  type ThirtyFormErrors,
  type ThirtyFormValues,
} from '../lib/thirty-form';
import { ExerciseTimer } from './exercise-timer';

export const PROTEIN_INPUT_ID = 'thirty-protein';
const WAKING_INPUT_ID = 'thirty-waking';

/** The hint, and the field's message when there is one (FormField names its message `<id>-error`). */
const describedBy = (hintId: string, inputId: string, error: string | undefined) => (error ? `${hintId} ${inputId}-error` : hintId);

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
  const [values, setValues] = useState<ThirtyFormValues>({ protein: '', waking: '' });
  const [errors, setErrors] = useState<ThirtyFormErrors>({});
  const log = useLogThirty();
  const progress = thirtyProgress(values.protein, stopwatch.seconds);

  const onChange = (name: keyof ThirtyFormValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  // A typo is named as soon as the field is left, not on every keystroke. Not when the submit
  // button takes focus: a message appearing there would move the button from under the click.
  const onBlur = (name: keyof ThirtyFormValues, event: FocusEvent<HTMLInputElement>) => {
    if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit') return;
    const found = thirtyFormErrors(values, stopwatch.seconds);
    setErrors((current) => ({ ...current, [name]: found[name] }));
  };

  const complete = () => {
    if (log.isPending) return;
    const found = thirtyFormErrors(values, stopwatch.seconds);
    setErrors(found);
    if (found.protein || found.waking) {
      document.getElementById(found.protein ? PROTEIN_INPUT_ID : WAKING_INPUT_ID)?.focus();
      return;
    }
    if (!progress.canComplete) {
      toast({ variant: 'destructive', title: THIRTY_VALIDATION_TITLE, description: THIRTY_VALIDATION_MESSAGE });
      return;
    }
    // The exercise is over: the timer stops so the logged seconds are the ones on the face.
    const exerciseDuration = stopwatch.pause();
    log.mutate(
      { userId, ...thirtyPayload(values, exerciseDuration) },
      {
        onSuccess: (result) => {
          stopwatch.reset();
          if (result.isQueued) {
            setValues({ protein: '', waking: '' });
            toast({ title: 'Saved on this device', description: 'Your session will sync when you are back online.' });
            return;
          }
          toast({ title: 'Success!', description: 'Your 30-30-30 protocol has been logged successfully.' });
          onLogged(result.value);
        },
        // Inputs and the timer stay as they are. A refusal the person can act on is named under its field.
        onError: (error) => {
          const named = serverFieldErrors(error, THIRTY_FORM_FIELDS_BY_API_NAME);
          setErrors(named);
          const description =
            Object.keys(named).length > 0
              ? `Failed to save 30-30-30 log: ${readableServerError(error)}`
              : 'Failed to log your 30-30-30 protocol. Please try again.';
          toast({ variant: 'destructive', title: 'Error', description });
        },
      },
    );
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
          <FormField
            id={PROTEIN_INPUT_ID}
            label="Protein (grams)"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={values.protein}
            error={errors.protein}
            onChange={(event) => onChange('protein', event.target.value)}
            onBlur={(event) => onBlur('protein', event)}
            aria-describedby={describedBy('thirty-protein-hint', PROTEIN_INPUT_ID, errors.protein)}
          />
          <p id="thirty-protein-hint" className="text-sm text-muted-foreground">
            At least 30 g.
          </p>
        </div>
        <div className="space-y-2">
          <FormField
            id={WAKING_INPUT_ID}
            label="Time after waking (minutes)"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={values.waking}
            error={errors.waking}
            onChange={(event) => onChange('waking', event.target.value)}
            onBlur={(event) => onBlur('waking', event)}
            aria-describedby={describedBy('thirty-waking-hint', WAKING_INPUT_ID, errors.waking)}
          />
          <p id="thirty-waking-hint" className="text-sm text-muted-foreground">
            Aim for your protein within 30 minutes of waking.
          </p>
        </div>
      </div>

      <ExerciseTimer stopwatch={stopwatch} disabled={log.isPending} />
      {errors.exercise ? <p className="text-sm font-medium text-destructive dark:text-status-bad">{errors.exercise}</p> : null}

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
