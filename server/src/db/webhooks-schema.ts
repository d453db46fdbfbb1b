import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owner } from './auth-schema';
import { createdAt } from './schema-columns';

// A person's webhook endpoints and the queue of their deliveries (docs/webhooks.md); re-exported by schema.ts.

/**
 * A person's webhook endpoints (docs/webhooks.md). The signing secret must be read back to sign
 * each delivery, so it is sealed with the secrets key rather than hashed. `consecutiveFailures`
 * counts deliveries given up in a row; past a limit the endpoint is turned off with a reason.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_endpoints_user_id_idx').on(table.userId)],
);

/**
 * The webhook queue, one row per event and endpoint: `messageId` names the event (a log's id, a
 * fast's stage), so the same event raised twice is queued once. A server leases due rows
 * (`leaseExpiresAt`, claims taking turns under an advisory lock, at most one in flight per endpoint
 * and two per person), commits, sends, then records the attempt and clears the lease; a lease that
 * runs out (the server died mid-send) makes the row claimable again. Retried with back-off for 24 hours.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    userId: owner(),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    responseStatus: integer('response_status'),
    latencyMs: integer('latency_ms'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    // A delivery being sent is leased, not locked: the row is claimed, the transaction ends, the
    // request goes out, and the outcome is recorded; an expired lease makes it claimable again.
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_message_key').on(table.endpointId, table.messageId),
    index('webhook_deliveries_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.id.desc()),
  ],
);
