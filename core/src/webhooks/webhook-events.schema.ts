import { z } from 'zod';
import { biometricLogSchema } from '../biometrics/biometrics.schema';
import { ENTRY_SOURCES } from '../custom-protocols/protocol-document.vocabulary';
import { VERDICTS } from '../experiments/experiments.schema';
import { fastingLogSchema } from '../fasting/fasting.schema';
import { PROTOCOL_LOG_SCHEMAS } from '../protocols/protocol-log-schemas';
import { TRACKED_PROTOCOLS, type TrackedProtocol } from '../protocols/protocol-registry';
import { WEBHOOK_TEST_EVENT, type WebhookEvent } from './webhooks.schema';

/** `log.created` for one counted protocol, named as the registry says webhooks name it. */
const loggedIn = (entry: TrackedProtocol) =>
  z.object({ protocol: z.literal(entry.webhookName), id: z.number().int(), log: PROTOCOL_LOG_SCHEMAS[entry.key] });

/** Which of the person's own protocols an event is about: its stored id, and its document's id and title. */
const ownProtocol = z.object({ id: z.number().int(), documentId: z.string(), title: z.string() });

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
  'log.created': z.discriminatedUnion('protocol', TRACKED_PROTOCOLS.map(loggedIn) as [ReturnType<typeof loggedIn>]),
  'checklist.completed': z.object({ date: z.string(), percent: z.literal(100) }),
  'biometrics.created': z.object({ reading: biometricLogSchema }),
  'protocolEntry.created': z.object({
    protocol: ownProtocol,
    component: z.object({ id: z.string(), label: z.string() }),
    /** The entry's id, for the protocol's entries API. */
    entryId: z.number().int(),
    /** The local day (yyyy-MM-dd) the value counts on. */
    date: z.string(),
    /** The value for every kind of component but text (a check: 1 done, 0 not done); null for text. */
    value: z.number().nullable(),
    /** The text of a text component; null for the others. */
    text: z.string().nullable(),
    source: z.enum(ENTRY_SOURCES),
    createdAt: z.string(),
  }),
  'protocolDay.skipped': z.object({
    protocol: ownProtocol,
    /** The local day (yyyy-MM-dd) skipped. */
    date: z.string(),
    reason: z.string().nullable(),
  }),
  'experiment.finished': z.object({
    experimentId: z.number().int(),
    /** The day it ended (yyyy-MM-dd): the plan's last day, or the day it was stopped (its figures count the days before). */
    endedOn: z.string(),
    /** Whether it ran its plan to the end, stopped early by its rule, or was ended by the person. */
    reason: z.enum(['planEnded', 'stoppingRule', 'stoppedByPerson']),
    verdict: z.enum(VERDICTS),
    /** P(meaningful) for likelyMeaningful, P(no meaningful effect) for likelyNoMeaningfulEffect, else the larger of the two. */
    probability: z.number().min(0).max(1),
    /** "P(sauna raises HRV by ≥ 3 ms) = 0.82" */
    sentence: z.string(),
  }),
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
