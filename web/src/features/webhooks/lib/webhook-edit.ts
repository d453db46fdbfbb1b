import { WEBHOOK_EVENTS, type WebhookCreate, type WebhookEndpoint, type WebhookPatch } from '@uh/core/webhooks/webhooks.schema';
import type { WebhookDraft } from './webhook-draft';

/** An endpoint as the edit form starts from it (an event this browser does not know yet is left out). */
export const draftOf = (endpoint: WebhookEndpoint): WebhookDraft => ({
  url: endpoint.url,
  description: endpoint.description,
  events: WEBHOOK_EVENTS.filter((event) => endpoint.events.includes(event)),
});

/** The change an edit sends: every field, so a description emptied in the form is emptied on the server too. */
export const patchOf = (input: WebhookCreate): WebhookPatch => ({
  url: input.url,
  description: input.description ?? '',
  events: input.events,
});
