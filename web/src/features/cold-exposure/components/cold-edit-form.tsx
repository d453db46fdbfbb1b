import { COLD_METHODS } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { ColdLog } from '@uh/core/cold-exposure/cold-exposure.schema';
import type { TemperatureUnit } from '#lib/preferences';
import { useLogEditForm } from '#lib/use-log-edit-form';
import { FormField } from '#ui/form-field';
import type { LogEditFormProps } from '#ui/log-dialog';
import { Label } from '#ui/label';
import { LogEditFields, MinutesSecondsFields } from '../../../components/log-edit-fields';
import { useEditCold } from '../api/use-edit-cold';
import { COLD_EDIT_FIELDS_BY_API_NAME, coldEditPatch, coldEditValues } from '../lib/cold-edit-form';

/** Correcting a cold session: its rules, where the server's messages show, and its toasts. */
const COLD_CORRECTION = {
  rules: { valuesOf: coldEditValues, patchOf: coldEditPatch },
  fieldsByApiName: COLD_EDIT_FIELDS_BY_API_NAME,
  saved: { title: 'Session updated', description: 'Your cold exposure session has been corrected.' },
  failed: 'Failed to update cold exposure',
};

/** A cold session's fields, checked by the shared rules before saving; the server's field message if it still refuses. */
export function ColdEditForm({ unit, ...props }: LogEditFormProps<ColdLog> & { timeZone: string; unit: TemperatureUnit }) {
  const form = useLogEditForm(props, useEditCold(), COLD_CORRECTION, props.timeZone, unit);
  const { field } = form;
  return (
    <LogEditFields form={form} formId={props.formId} timeZone={props.timeZone}>
      <div className="space-y-2">
        <Label htmlFor={form.inputId('method')}>Method</Label>
        <select
          id={form.inputId('method')}
          value={form.values.method}
          onChange={(event) => form.setField('method', event.target.value)}
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
      <MinutesSecondsFields legend="Duration" minutes={field('minutes')} seconds={field('seconds')} />
    </LogEditFields>
  );
}
