import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ZodType } from 'zod';

type Values = Record<string, string>;
export type FieldErrors<TValues extends Values> = Partial<Record<keyof TValues & string, string>>;
type Issue = { path: ReadonlyArray<PropertyKey>; message: string };

/** The first message per top-level field, the way the form shows them under each field. */
export function toFieldErrors<TValues extends Values>(issues: ReadonlyArray<Issue>): FieldErrors<TValues> {
  const errors: FieldErrors<TValues> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key as keyof TValues & string] = issue.message;
  }
  return errors;
}

type Options<TValues extends Values, TOutput> = {
  defaultValues: TValues;
  /** The shared core schema, imported on first focus so zod stays out of the page's first download. */
  loadSchema: () => Promise<ZodType<TOutput>>;
  onValid: (data: TOutput) => void;
  onError: (error: unknown) => void;
};

/**
 * A small form hook for text fields validated by a shared zod schema: validates on submit,
 * then again on every change, keeps what was typed, and focuses the first invalid field.
 * (react-hook-form does the same for ~12 KB gz more on the sign-in page; see the size budget.)
 */
export function useSchemaForm<TValues extends Values, TOutput>({ defaultValues, loadSchema, onValid, onError }: Options<TValues, TOutput>) {
  const idPrefix = useId();
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<FieldErrors<TValues>>({});
  // Errors the server named for a field; each stays under its field until that field is edited.
  const [serverErrors, setServerErrors] = useState<FieldErrors<TValues>>({});
  const hasSubmitted = useRef(false);
  const schema = useRef<Promise<ZodType<TOutput>> | null>(null);

  const getSchema = () => {
    schema.current ??= loadSchema().catch((error: unknown) => {
      schema.current = null; // let the next attempt try again
      throw error;
    });
    return schema.current;
  };

  const validate = async (next: TValues) => {
    const result = (await getSchema()).safeParse(next);
    const found = result.success ? {} : toFieldErrors<TValues>(result.error.issues);
    setErrors(found);
    return { data: result.success ? result.data : null, found };
  };

  const field = <K extends keyof TValues & string>(name: K) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    error: errors[name] ?? serverErrors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (serverErrors[name] !== undefined) setServerErrors((current) => ({ ...current, [name]: undefined }));
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (hasSubmitted.current) validate(next).catch(() => {});
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    hasSubmitted.current = true;
    try {
      const { data, found } = await validate(values);
      if (data) return onValid(data);
      const firstInvalid = Object.keys(defaultValues).find((name) => name in found);
      if (firstInvalid) (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
    } catch (error) {
      onError(error);
    }
  };

  const formProps = {
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    onFocus: () => void getSchema().catch(() => {}),
  };

  return { values, errors, field, formProps, setServerErrors };
}
