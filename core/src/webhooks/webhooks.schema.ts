import { z } from 'zod';

/**
 * Webhooks (docs/webhooks.md): a person's HTTPS endpoints told about what happens in their
 * account, as Standard Webhooks messages signed with a secret per endpoint.
 */
export const WEBHOOK_EVENTS = [
  'fast.started',
  'fast.completed',
  'fast.stage_reached',
  'log.created',
  'checklist.completed',
  'biometrics.created',
  'protocolEntry.created',
  'protocolDay.skipped',
  'experiment.finished',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'fast.started': 'A fast started',
  'fast.completed': 'A fast ended',
  'fast.stage_reached': 'A fast reached a stage',
  'log.created': 'A 30-30-30, fasting or cold log was added',
  'checklist.completed': "A day's checklist reached 100 %",
  'biometrics.created': 'A biometric reading was added',
  'protocolEntry.created': 'A value was logged on one of your own protocols',
  'protocolDay.skipped': 'A day of one of your own protocols was skipped',
  'experiment.finished': 'An experiment ended, with its result',
};

/** The event "Send test event" sends; endpoints need not subscribe to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Secrets look like Standard Webhooks' own: `whsec_` and the base64 key. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { message: `each event must be one of ${WEBHOOK_EVENTS.join(', ')}` }))
  .min(1, 'Pick at least one event')
  .refine((chosen) => new Set(chosen).size === chosen.length, 'Name each event once');

const endpointUrl = z
  .url({ protocol: /^https?$/, message: 'url must be an https:// address' })
  .max(2048, 'url must be at most 2048 characters')
  .refine(
    (value) => !URL.canParse(value) || (!new URL(value).username && !new URL(value).password),
    'url must not hold a user name or password',
  );

const description = z.string().trim().max(100, 'description must be at most 100 characters');

/** POST /api/webhooks. */
export const webhookCreateSchema = z.strictObject({ url: endpointUrl, description: description.optional(), events });
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

/** PATCH /api/webhooks/:id: any of these; turning an endpoint back on clears its failure count. */
export const webhookPatchSchema = z
  .strictObject({
    url: endpointUrl.optional(),
    description: description.optional(),
    events: events.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { message: 'Send at least one field to change' });
export type WebhookPatch = z.infer<typeof webhookPatchSchema>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Why the server turned it off (repeated failures); null while on or turned off by the person. */
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** POST /api/webhooks answer: the signing secret, shown this once. */
export const createdWebhookSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The Standard Webhooks message id (`webhook-id`): the same on every retry of one event. */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  latencyMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** The body every delivery carries (Standard Webhooks' recommended shape). */
export const webhookPayloadSchema = z.object({
  type: z.string(),
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
