import { useState, type FocusEvent } from 'react';
import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { THIRTY_VALIDATION_MESSAGE, THIRTY_VALIDATION_TITLE } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.logic';
import { readableServerError, serverFieldErrors } from '#lib/server-field-errors';
import type { Stopwatch } from '#lib/use-stopwatch';
import { toast } from '#ui/use-toast';
import { useLogThirty } from '../api/use-log-thirty';
import {
  THIRTY_FORM_FIELDS_BY_API_NAME,
  thirtyFormErrors,
  thirtyPayload,
  thirtyProgress,
  type ThirtyFormErrors,
  type ThirtyFormValues,
} from './thirty-form';

/** The ids of the form's inputs, so a refused field can take focus. */
export const THIRTY_INPUT_IDS = { protein: 'thirty-protein', waking: 'thirty-waking' } as const;

type Options = { userId: number; stopwatch: Stopwatch; onLogged: (log: ThirtyLog) => void };

/**
 * The morning's 30-30-30 form: its values and messages, and Complete, which logs the session only
 * when docs/product.md §5 is met (or keeps it on this device while offline).
 */
export function useThirtyLogForm({ userId, stopwatch, onLogged }: Options) {
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
      document.getElementById(found.protein ? THIRTY_INPUT_IDS.protein : THIRTY_INPUT_IDS.waking)?.focus();
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

  return { values, errors, progress, isPending: log.isPending, onChange, onBlur, complete };
}
