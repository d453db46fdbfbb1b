import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from '@uh/core/webhooks/webhooks.schema';
import type { RefObject } from 'react';
import { toggleEvent } from '../lib/webhook-events';

type EventCheckboxesProps = {
  id: string;
  events: readonly WebhookEvent[];
  error: string | undefined;
  onChange: (events: WebhookEvent[]) => void;
  /** The first checkbox is focused when a submit finds none ticked. */
  groupRef: RefObject<HTMLFieldSetElement | null>;
};

/** The events an endpoint is told about, each a labelled checkbox with its name for the code that receives it. */
export function EventCheckboxes({ id, events, error, onChange, groupRef }: EventCheckboxesProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset ref={groupRef} className="space-y-2" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="text-sm font-medium">Events</legend>
      <p id={hintId} className="text-sm text-muted-foreground">
        Tick what this endpoint should be told about, at least one. &ldquo;Send test event&rdquo; works whatever you tick.
      </p>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-sm">
            <input
              type="checkbox"
              name="events"
              value={event}
              checked={events.includes(event)}
              onChange={() => onChange(toggleEvent(events, event))}
              aria-invalid={error ? true : undefined}
              className="size-6 shrink-0 accent-primary"
            />
            <span>
              {WEBHOOK_EVENT_LABELS[event]}
              <code className="block font-mono text-xs text-muted-foreground">{event}</code>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive dark:text-status-bad">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
