import type { ZodType } from 'zod';
import type { FieldErrors } from './use-schema-form';

// Correcting a logged session: every tracker's edit form checks its fields by the shared rules, then
// the PATCH body (only what changed) by the shared schema, and shows each refusal under its field.

type Values = Record<string, string>;

/** The form field of each API field a correction may send; a log's time is always the `when` field. */
export const editFieldsByApiName = <TValues extends Values & { when: string }>(
  fields: Readonly<Record<string, keyof TValues & string>>,
): Readonly<Record<string, keyof TValues & string>> => ({ timestamp: 'when', ...fields });

/** The messages of the fields whose rule failed, given each field's rule result (null when it passed). */
export function failedFields<TValues extends Values>(results: Record<keyof TValues & string, string | null>): FieldErrors<TValues> {
  return Object.fromEntries(Object.entries(results).filter(([, message]) => message)) as FieldErrors<TValues>;
}

/** What a correction's time says when it is missing or ahead of now. */
export const whenMessages = (noun: string) => ({
  missing: `Enter the date and time of the ${noun}`,
  future: `The ${noun} cannot be in the future`,
});

/**
 * A PATCH body checked by the shared schema: its refusals under the fields they name (a time ahead of
 * now in the log's own words). `patch` is null while a field is wrong; an empty patch means nothing changed.
 */
export function checkedPatch<TValues extends Values, TPatch extends object>(
  patch: TPatch,
  schema: ZodType,
  fieldsByApiName: Readonly<Record<string, keyof TValues & string>>,
  futureMessage: string,
): { errors: FieldErrors<TValues>; patch: TPatch | null } {
  const errors: FieldErrors<TValues> = {};
  if (Object.keys(patch).length === 0) return { errors, patch };
  for (const issue of schema.safeParse(patch).error?.issues ?? []) {
    const field = fieldsByApiName[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = field === 'when' ? futureMessage : issue.message;
  }
  return Object.keys(errors).length > 0 ? { errors, patch: null } : { errors, patch };
}
