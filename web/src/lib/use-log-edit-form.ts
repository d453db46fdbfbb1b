import { useId, useState, type FormEvent } from 'react';
import type { LogEditFormProps } from '#ui/log-dialog';
import { toast } from '#ui/use-toast';
import { readableServerError, serverFieldErrors } from './server-field-errors';
import type { EditLogMutation } from './use-edit-log';

type Values = Record<string, string>;
type Field<TValues extends Values> = keyof TValues & string;
/** A message under each field, and under the whole form (`form`) for one that names no field. */
export type LogEditErrors<TValues extends Values> = Partial<Record<Field<TValues> | 'form', string>>;

/**
 * One tracker's correction: its form's values and checked PATCH (by the shared rules, given the
 * person's zone and units), the form field of each API field the server may refuse, and its toasts.
 */
export type LogCorrection<TLog, TValues extends Values, TPatch, TContext extends unknown[]> = {
  rules: {
    valuesOf: (log: TLog, ...context: TContext) => TValues;
    /** The PATCH body: null while a field is refused, empty when nothing changed. */
    patchOf: (log: TLog, values: TValues, ...context: TContext) => { errors: LogEditErrors<TValues>; patch: TPatch | null };
  };
  fieldsByApiName: Readonly<Record<string, Field<TValues>>>;
  saved: { title: string; description: string };
  /** The refusal toast's words before the server's reason. */
  failed: string;
  /** A refusal naming no field shows under the form too, not in the toast alone. */
  showsUnplacedRefusal?: boolean;
};

/**
 * A logged session's correction form: checked by the shared rules before saving (the first field refused
 * takes the focus), only what changed sent, and the server's message under its field if it still refuses.
 * Nothing changed closes the form as saved.
 */
export function useLogEditForm<TLog extends { id: number }, TValues extends Values, TPatch extends object, TContext extends unknown[]>(
  { log, onSaved, onPendingChange }: Omit<LogEditFormProps<TLog>, 'formId'>,
  edit: EditLogMutation<TLog, TPatch>,
  correction: LogCorrection<TLog, TValues, TPatch, TContext>,
  ...context: TContext
) {
  const idPrefix = useId();
  const [values, setValues] = useState<TValues>(() => correction.rules.valuesOf(log, ...context));
  const [errors, setErrors] = useState<LogEditErrors<TValues>>({});
  const inputId = (name: Field<TValues>) => `${idPrefix}-${name}`;

  const setField = (name: Field<TValues>, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined, form: undefined }));
  };
  const field = (name: Field<TValues>) => ({
    id: inputId(name),
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });

  const onRefused = (error: Error) => {
    const named: LogEditErrors<TValues> = serverFieldErrors(error, correction.fieldsByApiName);
    const isUnplaced = correction.showsUnplacedRefusal && Object.keys(named).length === 0;
    setErrors(isUnplaced ? ({ form: readableServerError(error) } as LogEditErrors<TValues>) : named);
    toast({ variant: 'destructive', title: 'Error', description: `${correction.failed}: ${readableServerError(error)}` });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { errors: found, patch } = correction.rules.patchOf(log, values, ...context);
    setErrors(found);
    // The fields stand in the order of the form's values.
    const firstInvalid = (Object.keys(values) as Field<TValues>[]).find((name) => found[name]);
    if (firstInvalid) return document.getElementById(inputId(firstInvalid))?.focus();
    if (!patch) return;
    if (Object.keys(patch).length === 0) return onSaved();
    onPendingChange(true);
    edit.mutate(
      { id: log.id, patch },
      {
        onSuccess: () => {
          toast(correction.saved);
          onSaved();
        },
        onError: onRefused,
        onSettled: () => onPendingChange(false),
      },
    );
  };

  return { values, errors, field, setField, inputId, onSubmit };
}
