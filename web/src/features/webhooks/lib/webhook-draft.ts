import { webhookCreateSchema, type WebhookCreate, type WebhookEvent } from '@uh/core/webhooks/webhooks.schema';

/** What the add form holds: the text as typed and the ticked events. */
export type WebhookDraft = { url: string; description: string; events: WebhookEvent[] };

export const WEBHOOK_FIELDS = ['url', 'description', 'events'] as const;
export type WebhookField = (typeof WEBHOOK_FIELDS)[number];
export type WebhookFieldErrors = Partial<Record<WebhookField, string>>;

export const EMPTY_DRAFT: WebhookDraft = { url: '', description: '', events: [] };

export const isField = (name: unknown): name is WebhookField => WEBHOOK_FIELDS.some((field) => field === name);

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
