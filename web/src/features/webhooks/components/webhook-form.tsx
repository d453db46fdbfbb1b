import type { WebhookCreate } from '@uh/core/webhooks/webhooks.schema';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { serverFailure } from '../lib/webhook-failure';
import { validateDraft, WEBHOOK_FIELDS, type WebhookDraft, type WebhookField } from '../lib/webhook-draft';
import { EventCheckboxes } from './event-checkboxes';

type Refusal = { field: WebhookField | null; message: string };

type WebhookFormProps = {
  heading: string;
  initial: WebhookDraft;
  /** Sends the checked request; a refusal it throws is shown under its field, or for the whole form. */
  onSave: (input: WebhookCreate) => Promise<void>;
  isSaving: boolean;
  /** The button's content, e.g. an icon and "Add webhook" (or what shows while saving). */
  submitLabel: ReactNode;
  /** How a refusal for the whole form begins: "Couldn't add the webhook". */
  failureLead: string;
  /** Keeps the form filled after a save (an edit closes instead); empty for the next one otherwise. */
  keepsDraft?: boolean;
  children?: ReactNode;
};

/** URL, description and events of an endpoint, checked by core's schema before they are sent. */
export function WebhookForm({
  heading,
  initial,
  onSave,
  isSaving,
  submitLabel,
  failureLead,
  keepsDraft = false,
  children,
}: WebhookFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<WebhookDraft>(initial);
  // Once a submit was tried, the browser's checks follow every change.
  const [hasTriedSaving, setHasTriedSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const eventsRef = useRef<HTMLFieldSetElement>(null);

  const clientErrors = hasTriedSaving ? (validateDraft(draft).errors ?? {}) : {};
  const errorFor = (field: WebhookField) => clientErrors[field] ?? (refusal?.field === field ? refusal.message : undefined);

  const change = (next: Partial<WebhookDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    // The server's word on a field stands until that field is changed.
    if (refusal?.field && refusal.field in next) setRefusal(null);
  };

  const focusField = (field: WebhookField) => {
    if (field === 'events') eventsRef.current?.querySelector('input')?.focus();
    else document.getElementById(`${id}-${field}`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasTriedSaving(true);
    const { input, errors } = validateDraft(draft);
    if (!input) {
      const first = WEBHOOK_FIELDS.find((field) => errors[field] !== undefined);
      if (first) focusField(first);
      return;
    }
    setRefusal(null);
    try {
      await onSave(input);
      setHasTriedSaving(false);
      if (!keepsDraft) setDraft(initial);
    } catch (error) {
      const failure = serverFailure(error);
      setRefusal(failure);
      if (failure.field) focusField(failure.field);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-heading`} className="space-y-4">
      <h3 id={`${id}-heading`} className="font-semibold">
        {heading}
      </h3>
      <FormField
        id={`${id}-url`}
        label="Endpoint URL"
        type="url"
        inputMode="url"
        placeholder="https://example.com/webhooks/ultimate-human"
        autoComplete="off"
        spellCheck={false}
        value={draft.url}
        onChange={(event) => change({ url: event.target.value })}
        error={errorFor('url')}
      />
      <FormField
        id={`${id}-description`}
        label="Description (optional)"
        placeholder="e.g. Home Assistant"
        autoComplete="off"
        maxLength={100}
        value={draft.description}
        onChange={(event) => change({ description: event.target.value })}
        error={errorFor('description')}
      />
      <EventCheckboxes
        id={`${id}-events`}
        events={draft.events}
        error={errorFor('events')}
        onChange={(events) => change({ events })}
        groupRef={eventsRef}
      />
      {refusal && !refusal.field ? (
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-destructive dark:text-status-bad">
          <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {failureLead}: {refusal.message}
          </span>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSaving}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
