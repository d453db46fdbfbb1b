import type { JournalEntryType } from '@uh/core/voice-journal/voice-journal.schema';
import type { ReactNode } from 'react';
import { FormField } from '#ui/form-field';
import { fieldsOf, type EntryValues } from '../lib/entry-fields';
import { EntryField } from './entry-field';

type Props = {
  /** The id of a form field's control, by the field's name ('summary' for the summary). */
  idOf: (name: string) => string;
  type: JournalEntryType;
  summary: string;
  values: EntryValues;
  /** Messages by form field name, the summary's under `summary`. */
  errors: Readonly<Record<string, string | undefined>>;
  /** Fields marked "Check this" (guessed or missing in a recording). */
  toCheck?: readonly string[];
  onSummary: (summary: string) => void;
  onValue: (name: string, value: string) => void;
  /** Controls before the summary, in the same grid (the review's type picker). */
  children?: ReactNode;
};

/** An entry's summary and every detail of its type: the review step and the edit dialog show the same form. */
export function EntryFormFields({ idOf, type, summary, values, errors, toCheck = [], onSummary, onValue, children }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {children}
      <FormField
        id={idOf('summary')}
        label="Summary"
        value={summary}
        maxLength={200}
        error={errors.summary}
        onChange={(event) => onSummary(event.target.value)}
      />
      {fieldsOf(type, values).map((field) => (
        <EntryField
          key={field.name}
          id={idOf(field.name)}
          field={field}
          value={values[field.name] ?? ''}
          error={errors[field.name]}
          isToCheck={toCheck.includes(field.name)}
          onChange={(value) => onValue(field.name, value)}
        />
      ))}
    </div>
  );
}
