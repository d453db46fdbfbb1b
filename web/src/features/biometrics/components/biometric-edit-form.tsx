import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { useState, type FormEvent } from 'react';
import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { toLocalDateTime } from '@uh/core/common/local-date-time.logic';
import type { WeightUnit } from '#lib/preferences';
import { readableServerError, serverFieldErrors } from '#lib/server-field-errors';
import { FormField } from '#ui/form-field';
import type { LogEditFormProps } from '#ui/log-dialog';
import { toast } from '#ui/use-toast';
import { useEditBiometric } from '../api/use-edit-biometric';
import { BIOMETRIC_FIELDS_BY_API_NAME, fieldLabel, FORM_FIELDS } from '../lib/biometric-form';
import { biometricEditPatch, biometricEditValues, type BiometricEditErrors, type BiometricEditValues } from '../lib/biometric-edit-form';

type Field = keyof BiometricEditValues;
const FIELD_ORDER: readonly Field[] = ['when', ...FORM_FIELDS.map(({ name }) => name)];
const inputId = (name: Field) => `biometric-edit-${name}`;

type Props = LogEditFormProps<BiometricLog> & { timeZone: string; weightUnit: WeightUnit };

/** A reading's fields (empty clears one), checked by the shared rules before saving; the server's field message if it still refuses. */
export function BiometricEditForm({ log, formId, timeZone, weightUnit, onSaved, onPendingChange }: Props) {
  const [values, setValues] = useState<BiometricEditValues>(() => biometricEditValues(log, timeZone, weightUnit));
  const [errors, setErrors] = useState<BiometricEditErrors>({});
  const edit = useEditBiometric();

  const field = (name: Field) => ({
    id: inputId(name),
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined, form: undefined }));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { errors: found, patch } = biometricEditPatch(log, values, timeZone, weightUnit);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((name) => found[name]);
    if (firstInvalid) return document.getElementById(inputId(firstInvalid))?.focus();
    if (!patch) return;
    if (Object.keys(patch).length === 0) return onSaved();
    onPendingChange(true);
    edit.mutate(
      { id: log.id, patch },
      {
        onSuccess: () => {
          toast({ title: 'Reading updated', description: 'Your biometric reading has been corrected.' });
          onSaved();
        },
        onError: (error) => {
          const named = serverFieldErrors(error, { ...BIOMETRIC_FIELDS_BY_API_NAME, timestamp: 'when' } as const);
          setErrors(Object.keys(named).length > 0 ? named : { form: readableServerError(error) });
          toast({ variant: 'destructive', title: 'Error', description: `Failed to update your reading: ${readableServerError(error)}` });
        },
        onSettled: () => onPendingChange(false),
      },
    );
  };

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField label="Date and time" type="datetime-local" max={toLocalDateTime(new Date(), timeZone)} {...field('when')} />
      <div className="grid gap-4 sm:grid-cols-2">
        {FORM_FIELDS.map((entry) => (
          <FormField
            key={entry.name}
            label={fieldLabel(entry, weightUnit)}
            type="text"
            inputMode={entry.inputMode}
            autoComplete="off"
            className="figures"
            {...field(entry.name)}
          />
        ))}
      </div>
      {errors.form ? (
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-destructive dark:text-status-bad">
          <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {errors.form}
        </p>
      ) : null}
    </form>
  );
}
