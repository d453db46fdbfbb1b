import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import { JOURNAL_ENTRY_TYPES, type JournalEntryType } from '@uh/core/voice-journal/voice-journal.schema';
import type { FormEvent } from 'react';
import { Button } from '#ui/button';
import { Label } from '#ui/label';
import { logOptionLabel } from '../lib/entry-log-option';
import { checkEntry, summaryError } from '../lib/entry-form';
import { typeLabel } from '../lib/journal-filters';
import type { ReviewDraft } from '../lib/review-draft';
import { EntryFormFields } from './entry-form-fields';

export const fieldId = (draftKey: string, name: string) => `review-${draftKey}-${name}`;

type Props = {
  draft: ReviewDraft;
  position: { index: number; count: number };
  timeZone: string;
  onValue: (name: string, value: string) => void;
  onSummary: (summary: string) => void;
  onType: (type: JournalEntryType) => void;
  onCreateLogs: (createLogs: boolean) => void;
  onSave: () => void;
  onDiscard: () => void;
};

/** One entry read from the recording: every part editable, saved or discarded on its own. */
export function ReviewEntry({ draft, position, timeZone, onValue, onSummary, onType, onCreateLogs, onSave, onDiscard }: Props) {
  const headingId = `review-${draft.key}-heading`;
  const check = checkEntry(draft.type, draft.values, { timeZone });
  const shown = draft.showErrors ? { ...check.errors, summary: summaryError(draft.summary) ?? undefined } : {};
  const errors = { ...shown, ...draft.serverErrors };
  const entryProblem = draft.serverMessage ?? (draft.showErrors ? check.entryError : null);
  const logLabel = logOptionLabel(draft.type, draft.values);
  const title = position.count > 1 ? `Entry ${position.index + 1} of ${position.count}: ${typeLabel(draft.type)}` : typeLabel(draft.type);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave();
  };

  return (
    <li className="rounded-card border border-border p-4 sm:p-5">
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="space-y-4">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        {draft.toCheck.length > 0 ? (
          <p className="flex items-start gap-2 text-sm">
            <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-status-warn" />
            Fields marked “Check this” were guessed or are missing: look at them before saving.
          </p>
        ) : null}
        <EntryFormFields
          idOf={(name) => fieldId(draft.key, name)}
          type={draft.type}
          summary={draft.summary}
          values={draft.values}
          errors={errors}
          toCheck={draft.toCheck}
          onSummary={onSummary}
          onValue={onValue}
        >
          <div className="space-y-2">
            <Label htmlFor={fieldId(draft.key, 'type')}>Type</Label>
            <select
              id={fieldId(draft.key, 'type')}
              value={draft.type}
              onChange={(event) => onType(event.target.value as JournalEntryType)}
              className="block min-h-11 w-full rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground"
            >
              {JOURNAL_ENTRY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {typeLabel(type)}
                </option>
              ))}
            </select>
          </div>
        </EntryFormFields>
        {entryProblem ? (
          <p role="alert" className="text-sm font-medium text-destructive dark:text-status-bad">
            {entryProblem}
          </p>
        ) : null}
        {logLabel ? (
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              checked={draft.createLogs}
              onChange={(event) => onCreateLogs(event.target.checked)}
              className="size-5 accent-primary"
            />
            {logLabel}
          </label>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onDiscard} disabled={draft.isSaving}>
            Discard
          </Button>
          <Button type="submit" disabled={draft.isSaving}>
            {draft.isSaving ? 'Saving…' : 'Save entry'}
          </Button>
        </div>
      </form>
    </li>
  );
}
