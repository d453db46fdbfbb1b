import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import type { FormEvent, ReactNode } from 'react';
import { toLocalDateTime } from '@uh/core/common/local-date-time.logic';
import { FormField, type FormFieldProps } from '#ui/form-field';

type FieldProps = Omit<FormFieldProps, 'label'>;

type Props = {
  /** The correction form (`useLogEditForm`): its submit, its time field and a refusal that names no field. */
  form: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    field: (name: 'when') => FieldProps;
    errors: { form?: string | undefined };
  };
  formId: string;
  timeZone: string;
  children: ReactNode;
};

/** A logged session's correction: when it was (in the person's zone, not ahead of now), then the tracker's own fields. */
export function LogEditFields({ form, formId, timeZone, children }: Props) {
  return (
    <form id={formId} noValidate onSubmit={form.onSubmit} className="space-y-4">
      <FormField label="Date and time" type="datetime-local" max={toLocalDateTime(new Date(), timeZone)} {...form.field('when')} />
      {children}
      {form.errors.form ? (
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-destructive dark:text-status-bad">
          <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {form.errors.form}
        </p>
      ) : null}
    </form>
  );
}

/** A timed part of the session (the cold exposure, the morning's exercise) as whole minutes and seconds. */
export function MinutesSecondsFields({ legend, minutes, seconds }: { legend: string; minutes: FieldProps; seconds: FieldProps }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Minutes" type="text" inputMode="numeric" autoComplete="off" className="figures" {...minutes} />
        <FormField label="Seconds" type="text" inputMode="numeric" autoComplete="off" className="figures" {...seconds} />
      </div>
    </fieldset>
  );
}
