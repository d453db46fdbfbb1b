import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { useState, type FocusEvent, type FormEvent } from 'react';
import { errorMessage } from '#lib/api-client';
import type { WeightUnit } from '#lib/preferences';
import { serverFieldErrors } from '#lib/server-field-errors';
import { Button } from '#ui/button';
import { Card } from '#ui/card';
import { FormField } from '#ui/form-field';
import { toast } from '#ui/use-toast';
import { useLogBiometrics } from '../api/use-log-biometrics';
import {
  BIOMETRIC_FIELDS_BY_API_NAME,
  canSubmit,
  EMPTY_FORM,
  fieldErrors,
  fieldLabel,
  FORM_FIELDS,
  toPayload,
  validateBiometricForm,
  type BiometricFormErrors,
  type BiometricFormValues,
  type FormFieldName,
} from '../lib/biometric-form';

/** Today's readings: all optional, any one non-zero value can be logged (docs/product.md §5); weight in the chosen unit. */
export function BiometricsForm({ userId, weightUnit }: { userId: number; weightUnit: WeightUnit }) {
  const [values, setValues] = useState<BiometricFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<BiometricFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const logBiometrics = useLogBiometrics(userId);

  const onChange = (name: FormFieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setServerError(null);
  };
  // A typo is named when the field is left (the shared rule), not only on submit. Not when the
  // submit button takes focus: a message appearing there would move the button from under the click.
  const onBlur = (name: FormFieldName, event: FocusEvent<HTMLInputElement>) => {
    if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit') return;
    setErrors((current) => ({ ...current, [name]: fieldErrors(values, weightUnit)[name] }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateBiometricForm(values, weightUnit);
    setErrors(found);
    setServerError(null);
    const firstInvalid = FORM_FIELDS.find((field) => found[field.name]);
    if (firstInvalid) document.getElementById(`biometric-${firstInvalid.name}`)?.focus();
    if (firstInvalid || !canSubmit(values)) return;
    logBiometrics.mutate(toPayload(values, weightUnit), {
      onSuccess: (result) => {
        toast(
          result.isQueued
            ? { title: 'Saved on this device', description: 'Your reading will sync when you are back online.' }
            : { title: 'Biometrics Saved', description: 'Your health metrics have been successfully logged.' },
        );
        setValues(EMPTY_FORM);
      },
      onError: (error) => {
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to save your biometric data. Please try again.' });
        // The server's words under the field they are about; otherwise above the button.
        const named = serverFieldErrors(error, BIOMETRIC_FIELDS_BY_API_NAME);
        if (Object.keys(named).length > 0) setErrors(named);
        else if (error instanceof Error && error.message.startsWith('400:')) setServerError(errorMessage(error));
      },
    });
  };

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold">Today's Readings</h2>
      <p className="mt-1 text-sm text-muted-foreground">Every field is optional: log whatever you measured today.</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {FORM_FIELDS.map((field) => (
            <div key={field.name} className="space-y-1">
              <FormField
                id={`biometric-${field.name}`}
                name={field.name}
                label={fieldLabel(field, weightUnit)}
                type="text"
                inputMode={field.inputMode}
                autoComplete="off"
                value={values[field.name]}
                error={errors[field.name]}
                onChange={(event) => onChange(field.name, event.target.value)}
                onBlur={(event) => onBlur(field.name, event)}
                className="figures"
              />
              {'hint' in field ? <p className="text-sm text-muted-foreground">{field.hint}</p> : null}
            </div>
          ))}
        </div>
        {serverError ? (
          <p role="alert" className="flex items-start gap-2 text-sm font-medium text-destructive dark:text-status-bad">
            <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {serverError}
          </p>
        ) : null}
        <Button type="submit" className="w-full sm:w-auto" disabled={!canSubmit(values) || logBiometrics.isPending}>
          {logBiometrics.isPending ? 'Saving...' : "Log Today's Biometrics"}
        </Button>
      </form>
    </Card>
  );
}
