import type { CreatedWebhook } from '@uh/core/webhooks/webhooks.schema';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import PlusIcon from 'lucide-react/icons/plus';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { toast } from '#ui/use-toast';
import { useCreateWebhook } from '../api/use-webhook-mutations';
import { EMPTY_DRAFT, serverFailure, validateDraft, WEBHOOK_FIELDS, type WebhookDraft, type WebhookField } from '../lib/webhook-draft';
import { EventCheckboxes } from './event-checkboxes';

type Refusal = { field: WebhookField | null; message: string };

/** URL, description and events of a new endpoint; its secret comes back once, to `onCreated`. */
export function WebhookCreateForm({ onCreated }: { onCreated: (created: CreatedWebhook) => void }) {
  const id = useId();
  const create = useCreateWebhook();
  const [draft, setDraft] = useState<WebhookDraft>(EMPTY_DRAFT);
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasTriedSaving(true);
    const { input, errors } = validateDraft(draft);
    if (!input) {
      const first = WEBHOOK_FIELDS.find((field) => errors[field] !== undefined);
      if (first) focusField(first);
      return;
    }
    setRefusal(null);
    create.mutate(input, {
      onSuccess: (created) => {
        setDraft(EMPTY_DRAFT);
        setHasTriedSaving(false);
        toast({ title: 'Webhook added', description: `Events now go to ${created.endpoint.url}.` });
        onCreated(created);
      },
      onError: (error) => {
        const failure = serverFailure(error);
        setRefusal(failure);
        if (failure.field) focusField(failure.field);
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`} className="space-y-4">
      <h3 id={`${id}-heading`} className="font-semibold">
        Add a webhook
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
          <span>Couldn&rsquo;t add the webhook: {refusal.message}</span>
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        <PlusIcon aria-hidden="true" className="size-4" />
        {create.isPending ? 'Adding webhook...' : 'Add webhook'}
      </Button>
    </form>
  );
}
