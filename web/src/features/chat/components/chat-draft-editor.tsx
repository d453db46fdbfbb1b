import type { EditableField } from '@uh/core/chat/chat-draft-edit.logic';
import type { ChatDraftView } from '@uh/core/chat/chat-drafts.schema';
import { useState, type FormEvent } from 'react';
import { Button } from '#ui/button';
import { FieldError } from '#ui/field-error';
import { FormField } from '#ui/form-field';

type ChatDraftEditorProps = {
  draft: ChatDraftView;
  fields: readonly EditableField[];
  isSaving: boolean;
  /** Resolves with the server's refusal (shown under the form), or null once saved. */
  onSave: (values: Record<string, number>) => Promise<string | null>;
  onCancel: () => void;
};

/** The amounts of one draft, to change before confirming it; the server checks them as the write would. */
export function ChatDraftEditor({ draft, fields, isSaving, onSave, onCancel }: ChatDraftEditorProps) {
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((field) => [field.key, String(field.value)])));
  const [problem, setProblem] = useState<string | undefined>();
  const errorId = `draft-${draft.id}-error`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const numbers = Object.fromEntries(Object.entries(values).map(([key, text]) => [key, Number(text)]));
    const empty = Object.entries(values).find(([, text]) => text.trim() === '' || !Number.isFinite(Number(text)));
    if (empty) {
      setProblem(`${fields.find((field) => field.key === empty[0])?.label ?? empty[0]} must be a number`);
      return;
    }
    setProblem((await onSave(numbers)) ?? undefined);
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={`Edit: ${draft.summary}`} className="w-full space-y-2">
      <div className="grid gap-2 sm:grid-cols-2">
        {fields.map((field) => (
          <FormField
            key={field.key}
            id={`draft-${draft.id}-${field.key}`}
            label={field.label}
            type="number"
            inputMode="decimal"
            step="any"
            value={values[field.key] ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, [field.key]: event.target.value }))}
          />
        ))}
      </div>
      <div role="alert">
        <FieldError id={errorId} message={problem} />
      </div>
      <span className="flex gap-2">
        <Button size="sm" type="submit" disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Save changes'}
        </Button>
        <Button size="sm" type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </span>
    </form>
  );
}
