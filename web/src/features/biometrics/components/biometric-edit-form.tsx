import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import type { WeightUnit } from '#lib/preferences';
import { useLogEditForm } from '#lib/use-log-edit-form';
import { FormField } from '#ui/form-field';
import type { LogEditFormProps } from '#ui/log-dialog';
import { LogEditFields } from '../../../components/log-edit-fields';
import { useEditBiometric } from '../api/use-edit-biometric';
import { BIOMETRIC_FIELDS_BY_API_NAME, fieldLabel, FORM_FIELDS } from '../lib/biometric-form';
import { biometricEditPatch, biometricEditValues } from '../lib/biometric-edit-form';

/** Correcting a reading: its rules, where the server's messages show, and its toasts. */
const READING_CORRECTION = {
  rules: { valuesOf: biometricEditValues, patchOf: biometricEditPatch },
  fieldsByApiName: { ...BIOMETRIC_FIELDS_BY_API_NAME, timestamp: 'when' } as const,
  saved: { title: 'Reading updated', description: 'Your biometric reading has been corrected.' },
  failed: 'Failed to update your reading',
  // The reading's own rules (at least one value; systolic above diastolic) name no field.
  showsUnplacedRefusal: true,
};

/** A reading's fields (empty clears one), checked by the shared rules before saving; the server's field message if it still refuses. */
export function BiometricEditForm({ weightUnit, ...props }: LogEditFormProps<BiometricLog> & { timeZone: string; weightUnit: WeightUnit }) {
  const form = useLogEditForm(props, useEditBiometric(), READING_CORRECTION, props.timeZone, weightUnit);
  return (
    <LogEditFields form={form} formId={props.formId} timeZone={props.timeZone}>
      <div className="grid gap-4 sm:grid-cols-2">
        {FORM_FIELDS.map((entry) => (
          <FormField
            key={entry.name}
            label={fieldLabel(entry, weightUnit)}
            type="text"
            inputMode={entry.inputMode}
            autoComplete="off"
            className="figures"
            {...form.field(entry.name)}
          />
        ))}
      </div>
    </LogEditFields>
  );
}
