import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from '@uh/core/webhooks/webhooks.schema';

/** Ticks or unticks one event, keeping core's order so the request reads the same whatever was ticked first. */
export function toggleEvent(events: readonly WebhookEvent[], event: WebhookEvent): WebhookEvent[] {
  const next = new Set(events);
  if (next.has(event)) next.delete(event);
  else next.add(event);
  return WEBHOOK_EVENTS.filter((each) => next.has(each));
}

const LABELS_BY_NAME: Readonly<Record<string, string>> = WEBHOOK_EVENT_LABELS;

/** An event's label; one this browser does not know yet (a newer server) shows its name. */
export const eventLabel = (event: string) => (Object.hasOwn(LABELS_BY_NAME, event) ? (LABELS_BY_NAME[event] ?? event) : event);
