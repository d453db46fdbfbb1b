import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import type { JournalEntry } from '@uh/core/voice-journal/journal.schema';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '#lib/api-client';
import { toast } from '#ui/use-toast';
import { useEditEntry } from '../api/use-journal-mutations';
import { editPatch, editValues } from '../lib/entry-edit';
import { firstInvalidName, serverEntryErrors } from '../lib/entry-form';
import { EntryFormFields } from './entry-form-fields';

export const editFormId = (entryId: number) => `journal-entry-${entryId}-edit`;
const controlId = (entryId: number, name: string) => `${editFormId(entryId)}-${name}`;

type Props = {
  entry: JournalEntry;
  timeZone: string;
  onSaved: () => void;
  onPendingChange: (isPending: boolean) => void;
};

/**
 * A saved entry's summary and details, checked the way the review step checks them before
 * anything is sent; the server's message under its field if it still refuses.
 */
export function EditEntryForm({ entry, timeZone, onSaved, onPendingChange }: Props) {
  const [initial] = useState(() => editValues(entry, { timeZone }));
  const [current, setCurrent] = useState(initial);
  // Field messages show once Save was pressed, then follow what the person types.
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const edit = useEditEntry();

  const check = editPatch(entry.type, initial, current, { timeZone });
  const errors = { ...(showErrors ? check.errors : {}), ...serverErrors };
  const entryProblem = serverMessage ?? (showErrors ? check.entryError : null);

  const change = (name: string, update: (state: typeof current) => typeof current) => {
    setCurrent(update);
    setServerErrors(({ [name]: _cleared, ...rest }) => rest);
    setServerMessage(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { patch } = check;
    if (!patch) {
      setShowErrors(true);
      const firstInvalid = firstInvalidName(entry.type, current.values, check.errors);
      if (firstInvalid) document.getElementById(controlId(entry.id, firstInvalid))?.focus();
      return;
    }
    if (Object.keys(patch).length === 0) return onSaved();
    onPendingChange(true);
    edit.mutate(
      { id: entry.id, patch },
      {
        onSuccess: () => {
          toast({ title: 'Entry updated', description: 'Your journal entry has been updated.' });
          onSaved();
        },
        onError: (error) => {
          const found = serverEntryErrors(entry.type, current.values, errorMessage(error));
          setServerErrors(found.errors);
          setServerMessage(found.entryMessage);
          const firstInvalid = firstInvalidName(entry.type, current.values, found.errors);
          if (firstInvalid) document.getElementById(controlId(entry.id, firstInvalid))?.focus();
          toast({ variant: 'destructive', title: 'Entry not updated', description: errorMessage(error) });
        },
        onSettled: () => onPendingChange(false),
      },
    );
  };

  return (
    <form id={editFormId(entry.id)} noValidate onSubmit={onSubmit} className="space-y-4">
      <EntryFormFields
        idOf={(name) => controlId(entry.id, name)}
        type={entry.type}
        summary={current.summary}
        values={current.values}
        errors={errors}
        onSummary={(summary) => change('summary', (state) => ({ ...state, summary }))}
        onValue={(name, value) => change(name, (state) => ({ ...state, values: { ...state.values, [name]: value } }))}
      />
      {entryProblem ? (
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-destructive dark:text-status-bad">
          <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {entryProblem}
        </p>
      ) : null}
    </form>
  );
}
