import { WEBHOOK_EVENT_LABELS, WEBHOOK_TEST_EVENT } from '@uh/core/webhooks/webhooks.schema';
import { webhookEventDataSchemas, webhookEventPayloadSchema, type WebhookEventType } from '@uh/core/webhooks/webhook-events.schema';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';

const EVENT_SUMMARIES: Record<WebhookEventType, string> = { ...WEBHOOK_EVENT_LABELS, [WEBHOOK_TEST_EVENT]: 'Send test event was pressed' };

// Standard Webhooks' three headers, the same on every event (docs/webhooks.md).
const SIGNATURE_HEADERS = [
  { name: 'webhook-id', description: 'The message id: the same on every retry of one event (drop repeats already handled)' },
  { name: 'webhook-timestamp', description: 'Seconds since 1970 when this attempt was sent' },
  {
    name: 'webhook-signature',
    description:
      '`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the secret’s base64 part (after `whsec_`)',
  },
].map((header): OpenAPIV3_1.ParameterObject => ({ in: 'header', required: true, schema: { type: 'string' }, ...header }));

/** A payload as JSON Schema 2020-12, the dialect of OpenAPI 3.1 (without its `$schema`, which the document sets). */
function payloadJsonSchema(type: WebhookEventType): Record<string, unknown> {
  const schema: Record<string, unknown> = { ...z.toJSONSchema(webhookEventPayloadSchema(type), { target: 'draft-2020-12', io: 'output' }) };
  delete schema.$schema;
  return schema;
}

/**
 * The document's top-level `webhooks` (OpenAPI 3.1): for each event, the POST this server makes
 * to a person's endpoint, its body generated from the schemas the server builds the payloads with.
 */
export function webhookEventDocs(): Record<string, OpenAPIV3_1.PathItemObject> {
  const types = Object.keys(webhookEventDataSchemas) as WebhookEventType[];
  // The JSON Schema zod writes is what OpenAPI 3.1 takes; openapi-types' mix of 3.0 and 3.1 types cannot say so.
  return Object.fromEntries(
    types.map((type) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace('.', '_')}`,
          summary: EVENT_SUMMARIES[type],
          description: 'Signed the Standard Webhooks way; retried with back-off for 24 hours until the endpoint answers 2xx.',
          tags: ['Webhooks'],
          parameters: SIGNATURE_HEADERS,
          requestBody: { required: true, content: { 'application/json': { schema: payloadJsonSchema(type) } } },
          responses: {
            '2XX': { description: 'Received: answer within 10 seconds' },
            default: { description: 'Anything else, or no answer: the delivery is tried again later' },
          },
        },
      },
    ]),
  ) as Record<string, OpenAPIV3_1.PathItemObject>;
}
