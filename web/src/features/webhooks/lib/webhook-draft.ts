import { errorMessage } from '#lib/api-client';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  webhookCreateSchema,
  type WebhookCreate,
  type WebhookEndpoint,
  type WebhookEvent,
  type WebhookPatch,
} from '@uh/core/webhooks/webhooks.schema';

/** What the add form holds: the text as typed and the ticked events. */
export type WebhookDraft = { url: string; description: string; events: WebhookEvent[] };

export const WEBHOOK_FIELDS = ['url', 'description', 'events'] as const;
export type WebhookField = (typeof WEBHOOK_FIELDS)[number];
export type WebhookFieldErrors = Partial<Record<WebhookField, string>>;

export const EMPTY_DRAFT: WebhookDraft = { url: '', description: '', events: [] };

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

const isField = (name: unknown): name is WebhookField => WEBHOOK_FIELDS.some((field) => field === name);

/**
 * The core schema's verdict on the draft: the request to send, or the first message per field. A
 * description left blank is not sent at all.
 */
export function validateDraft(draft: WebhookDraft): { input: WebhookCreate; errors: null } | { input: null; errors: WebhookFieldErrors } {
  const description = draft.description.trim();
  const result = webhookCreateSchema.safeParse({
    url: draft.url.trim(),
    ...(description === '' ? {} : { description }),
    events: draft.events,
  });
  if (result.success) return { input: result.data, errors: null };
  const errors: WebhookFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= issue.message;
  }
  return { input: null, errors };
}

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

/**
 * Where a refused create belongs: a 400 about one field goes under it (the schema's 'url: …' or the
 * service's 'url must be an https:// address …'); anything else (the demo account, the limit) is
 * said for the whole form, in the server's words.
 */
export function serverFailure(error: unknown): { field: WebhookField | null; message: string } {
  const text = errorMessage(error);
  const isBadRequest = error instanceof Error && error.message.startsWith('400:');
  const named = /^(\w+)(?::\s*|\s)(.+)$/s.exec(text);
  if (isBadRequest && named && isField(named[1])) {
    const [, field, rest] = named;
    // 'url: url must…' loses the prefix; 'url must…' is already a sentence.
    return { field, message: text.startsWith(`${field}:`) ? rest! : text };
  }
  return { field: null, message: text };
}
