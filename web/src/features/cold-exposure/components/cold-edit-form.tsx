import { useState, type FormEvent } from 'react';
import { COLD_METHODS } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { ColdLog } from '@uh/core/cold-exposure/cold-exposure.schema';
import { toLocalDateTime } from '@uh/core/common/local-date-time.logic';
import type { TemperatureUnit } from '#lib/preferences';
import { readableServerError, serverFieldErrors } from '#lib/server-field-errors';
import { FormField } from '#ui/form-field';
import type { LogEditFormProps } from '#ui/log-dialog';
import { Label } from '#ui/label';
import { toast } from '#ui/use-toast';
import { useEditCold } from '../api/use-edit-cold';
import {
  COLD_EDIT_FIELDS_BY_API_NAME,
  coldEditPatch,
  coldEditValues,
  type ColdEditErrors,
  type ColdEditField,
  type ColdEditValues,
} from '../lib/cold-edit-form';

const FIELD_ORDER: readonly ColdEditField[] = ['when', 'method', 'temperature', 'minutes', 'seconds'];
const inputId = (name: ColdEditField) => `cold-edit-${name}`;

type Props = LogEditFormProps<ColdLog> & { timeZone: string; unit: TemperatureUnit };

/** A cold session's fields, checked by the shared rules before saving; the server's field message if it still refuses. */
export function ColdEditForm({ log, formId, timeZone, unit, onSaved, onPendingChange }: Props) {
  const [values, setValues] = useState<ColdEditValues>(() => coldEditValues(log, timeZone, unit));
  const [errors, setErrors] = useState<ColdEditErrors>({});
  const edit = useEditCold();

  const setField = (name: ColdEditField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const field = (name: ColdEditField) => ({
    id: inputId(name),
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { errors: found, patch } = coldEditPatch(log, values, timeZone, unit);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((name) => found[name]);
    if (firstInvalid) return document.getElementById(inputId(firstInvalid))?.focus();
    if (!patch || Object.keys(patch).length === 0) return onSaved();
    onPendingChange(true);
    edit.mutate(
      { id: log.id, patch },
      {
        onSuccess: () => {
          toast({ title: 'Session updated', description: 'Your cold exposure session has been corrected.' });
          onSaved();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error, COLD_EDIT_FIELDS_BY_API_NAME));
          toast({ variant: 'destructive', title: 'Error', description: `Failed to update cold exposure: ${readableServerError(error)}` });
        },
        onSettled: () => onPendingChange(false),
      },
    );
  };

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField label="Date and time" type="datetime-local" max={toLocalDateTime(new Date(), timeZone)} {...field('when')} />
      <div className="space-y-2">
        <Label htmlFor={inputId('method')}>Method</Label>
        <select
          id={inputId('method')}
          value={values.method}
          onChange={(event) => setField('method', event.target.value)}
          className="block min-h-11 w-full rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground"
        >
          {COLD_METHODS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <FormField label={`Temperature (°${unit})`} type="text" autoComplete="off" className="figures" {...field('temperature')} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Duration</legend>
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Minutes" type="text" inputMode="numeric" autoComplete="off" className="figures" {...field('minutes')} />
          <FormField label="Seconds" type="text" inputMode="numeric" autoComplete="off" className="figures" {...field('seconds')} />
        </div>
      </fieldset>
    </form>
  );
}
