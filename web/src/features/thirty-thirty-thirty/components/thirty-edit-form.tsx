import { useState, type FormEvent } from 'react';
import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { toLocalDateTime } from '@uh/core/common/local-date-time.logic';
import { readableServerError, serverFieldErrors } from '#lib/server-field-errors';
import { FormField } from '#ui/form-field';
import type { LogEditFormProps } from '#ui/log-dialog';
import { toast } from '#ui/use-toast';
import { useEditThirty } from '../api/use-edit-thirty';
import {
  THIRTY_EDIT_FIELDS_BY_API_NAME,
  thirtyEditPatch,
  thirtyEditValues,
  type ThirtyEditErrors,
  type ThirtyEditField,
  type ThirtyEditValues,
} from '../lib/thirty-edit-form';

const FIELD_ORDER: readonly ThirtyEditField[] = ['when', 'protein', 'minutes', 'seconds', 'waking'];

type Props = LogEditFormProps<ThirtyLog> & { timeZone: string };

/** The fields of a session, checked by the shared rules before saving; the server's field message when it still refuses. */
export function ThirtyEditForm({ log, formId, timeZone, onSaved, onPendingChange }: Props) {
  const [values, setValues] = useState<ThirtyEditValues>(() => thirtyEditValues(log, timeZone));
  const [errors, setErrors] = useState<ThirtyEditErrors>({});
  const edit = useEditThirty();

  const field = (name: ThirtyEditField) => ({
    id: `thirty-edit-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { errors: found, patch } = thirtyEditPatch(log, values, timeZone);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((name) => found[name]);
    if (firstInvalid) return document.getElementById(`thirty-edit-${firstInvalid}`)?.focus();
    if (!patch || Object.keys(patch).length === 0) return onSaved();
    onPendingChange(true);
    edit.mutate(
      { id: log.id, patch },
      {
        onSuccess: () => {
          toast({ title: 'Session updated', description: 'Your 30-30-30 session has been corrected.' });
          onSaved();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error, THIRTY_EDIT_FIELDS_BY_API_NAME));
          toast({ variant: 'destructive', title: 'Error', description: `Failed to update 30-30-30 log: ${readableServerError(error)}` });
        },
        onSettled: () => onPendingChange(false),
      },
    );
  };

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField label="Date and time" type="datetime-local" max={toLocalDateTime(new Date(), timeZone)} {...field('when')} />
      <FormField label="Protein (grams)" type="text" inputMode="decimal" autoComplete="off" className="figures" {...field('protein')} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Exercise</legend>
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Minutes" type="text" inputMode="numeric" autoComplete="off" className="figures" {...field('minutes')} />
          <FormField label="Seconds" type="text" inputMode="numeric" autoComplete="off" className="figures" {...field('seconds')} />
        </div>
      </fieldset>
      <FormField
        label="Time after waking (minutes)"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="figures"
        {...field('waking')}
      />
    </form>
  );
}
