import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '#lib/api-client';
import type { WeightUnit } from '#lib/preferences';
import { Button } from '#ui/button';
import { Card } from '#ui/card';
import { FormField } from '#ui/form-field';
import { toast } from '#ui/use-toast';
import { useLogBiometrics } from '../api/use-log-biometrics';
import {
  canSubmit,
  EMPTY_FORM,
  fieldLabel,
  FORM_FIELDS,
  toPayload,
  validateBiometricForm,
  type BiometricFormErrors,
  type BiometricFormValues,
  type FormFieldName,
} from '../lib/biometric-form';

/** Today's readings: all optional, any one non-zero value can be logged (spec §5); weight in the chosen unit. */
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateBiometricForm(values, weightUnit);
    setErrors(found);
    setServerError(null);
    const firstInvalid = FORM_FIELDS.find((field) => found[field.name]);
    if (firstInvalid) document.getElementById(`biometric-${firstInvalid.name}`)?.focus();
    if (firstInvalid || !canSubmit(values)) return;
    logBiometrics.mutate(toPayload(values, weightUnit), {
      onSuccess: () => {
        toast({ title: 'Biometrics Saved', description: 'Your health metrics have been successfully logged.' });
        setValues(EMPTY_FORM);
      },
      onError: (error) => {
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to save your biometric data. Please try again.' });
        if (error instanceof Error && error.message.startsWith('400:')) setServerError(errorMessage(error));
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
            <FormField
              key={field.name}
              id={`biometric-${field.name}`}
              name={field.name}
              label={fieldLabel(field, weightUnit)}
              type="number"
              min="0"
              step={field.step}
              inputMode={field.inputMode}
              value={values[field.name]}
              error={errors[field.name]}
              onChange={(event) => onChange(field.name, event.target.value)}
              className="figures"
            />
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
