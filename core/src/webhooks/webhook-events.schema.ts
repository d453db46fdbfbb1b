import { z } from 'zod';
import { biometricLogSchema } from '../biometrics/biometrics.schema';
import { coldLogSchema } from '../cold-exposure/cold-exposure.schema';
import { fastingLogSchema } from '../fasting/fasting.schema';
import { thirtyLogSchema } from '../thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { WEBHOOK_TEST_EVENT, type WebhookEvent } from './webhooks.schema';

/**
 * What each webhook event carries (docs/webhooks.md): the server builds every payload through these
 * schemas, and the OpenAPI document describes them from the same ones.
 */
export const webhookEventDataSchemas = {
  'fast.started': z.object({ fast: fastingLogSchema }),
  'fast.completed': z.object({ fast: fastingLogSchema }),
  'fast.stage_reached': z.object({
    fastId: z.number().int(),
    /** The stage's name, such as "Fat Burning". */
    stage: z.string(),
    /** Hours into the fast at which the stage begins. */
    stageHours: z.number(),
    startTime: z.string(),
    targetHours: z.number(),
  }),
  'log.created': z.discriminatedUnion('protocol', [
    z.object({ protocol: z.literal('thirty-thirty-thirty'), id: z.number().int(), log: thirtyLogSchema }),
    z.object({ protocol: z.literal('fasting'), id: z.number().int(), log: fastingLogSchema }),
    z.object({ protocol: z.literal('cold-exposure'), id: z.number().int(), log: coldLogSchema }),
  ]),
  'checklist.completed': z.object({ date: z.string(), percent: z.literal(100) }),
  'biometrics.created': z.object({ reading: biometricLogSchema }),
  [WEBHOOK_TEST_EVENT]: z.object({ endpointId: z.number().int(), message: z.string() }),
} satisfies Record<WebhookEvent | typeof WEBHOOK_TEST_EVENT, z.ZodType>;

export type WebhookEventType = keyof typeof webhookEventDataSchemas;
export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof webhookEventDataSchemas)[T]>;

const payloadSchemaOf = <T extends WebhookEventType>(type: T) =>
  z.object({
    type: z.literal(type),
    /** When the event happened (ISO 8601). */
    timestamp: z.string(),
    data: webhookEventDataSchemas[type],
  });

// Built once per type: a payload is checked on every write, and a schema compiles on its first use.
const PAYLOAD_SCHEMAS = Object.fromEntries(
  Object.keys(webhookEventDataSchemas).map((type) => [type, payloadSchemaOf(type as WebhookEventType)]),
) as { [T in WebhookEventType]: ReturnType<typeof payloadSchemaOf<T>> };

/** The body of one event's delivery: Standard Webhooks' `{ type, timestamp, data }`. */
export const webhookEventPayloadSchema = <T extends WebhookEventType>(type: T) => PAYLOAD_SCHEMAS[type];

export type WebhookEventPayload<T extends WebhookEventType> = { type: T; timestamp: string; data: WebhookEventData<T> };

/** An event to queue: its type, the key its message id is made from, and its data. */
export type WebhookEventInput<T extends WebhookEventType = WebhookEventType> = { type: T; key: string; data: WebhookEventData<T> };

/** The payload of an event, checked against its schema: a record of the wrong shape throws rather than going out. */
export function webhookEventPayload<T extends WebhookEventType>(type: T, data: unknown, at: Date): WebhookEventPayload<T> {
  return webhookEventPayloadSchema(type).parse({ type, timestamp: at.toISOString(), data }) as WebhookEventPayload<T>;
}
