import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { useLogEditForm } from '#lib/use-log-edit-form';
import { FormField } from '#ui/form-field';
import type { LogEditFormProps } from '#ui/log-dialog';
import { LogEditFields, MinutesSecondsFields } from '../../../components/log-edit-fields';
import { useEditThirty } from '../api/use-edit-thirty';
import { THIRTY_EDIT_FIELDS_BY_API_NAME, thirtyEditPatch, thirtyEditValues } from '../lib/thirty-edit-form';

/** Correcting a 30-30-30 session: its rules, where the server's messages show, and its toasts. */
const THIRTY_CORRECTION = {
  rules: { valuesOf: thirtyEditValues, patchOf: thirtyEditPatch },
  fieldsByApiName: THIRTY_EDIT_FIELDS_BY_API_NAME,
  saved: { title: 'Session updated', description: 'Your 30-30-30 session has been corrected.' },
  failed: 'Failed to update 30-30-30 log',
};

/** The fields of a session, checked by the shared rules before saving; the server's field message when it still refuses. */
export function ThirtyEditForm(props: LogEditFormProps<ThirtyLog> & { timeZone: string }) {
  const form = useLogEditForm(props, useEditThirty(), THIRTY_CORRECTION, props.timeZone);
  const { field } = form;
  return (
    <LogEditFields form={form} formId={props.formId} timeZone={props.timeZone}>
      <FormField label="Protein (grams)" type="text" inputMode="decimal" autoComplete="off" className="figures" {...field('protein')} />
      <MinutesSecondsFields legend="Exercise" minutes={field('minutes')} seconds={field('seconds')} />
      <FormField
        label="Time after waking (minutes)"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="figures"
        {...field('waking')}
      />
    </LogEditFields>
  );
}
