import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owner, users } from './auth-schema';
import { createdAt } from './schema-columns';

// Reminders, the browsers they are pushed to, their queue and the server's own keys; re-exported by schema.ts.

/**
 * A person's reminders (docs/reminders.md): the schedule and channels as one validated document
 * (core/src/reminders/reminders.schema.ts), and the ntfy access token sealed with the secrets key.
 * `updatedAt` bounds planning: a reminder whose time passed before it was switched on is not sent.
 */
export const reminderSettings = pgTable('reminder_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  ntfyAccessToken: text('ntfy_access_token'),
  // E-mail reminders go only to an address the person confirmed with a code sent to it.
  emailConfirmedAddress: text('email_confirmed_address'),
  emailCodeAddress: text('email_code_address'),
  emailCodeHash: text('email_code_hash'),
  emailCodeExpiresAt: timestamp('email_code_expires_at', { withTimezone: true }),
  emailCodeAttempts: integer('email_code_attempts').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Browsers subscribed to a person's Web Push notifications; removed when the push service answers 404 or 410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('push_subscriptions_endpoint_key').on(table.endpoint), index('push_subscriptions_user_id_idx').on(table.userId)],
);

/**
 * The reminder queue: one row per reminder and channel, planned once (the unique key) by whichever
 * server gets there first, then claimed with FOR UPDATE SKIP LOCKED, sent while the row is locked
 * and marked sent in the same transaction. A crash before the commit leaves it pending, so it is
 * sent again at most once more; a sent row is never sent again.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    occurrenceKey: text('occurrence_key').notNull(),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reminder_deliveries_occurrence_key').on(table.userId, table.occurrenceKey, table.channel),
    index('reminder_deliveries_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('reminder_deliveries_created_at_idx').on(table.createdAt),
  ],
);

/** Keys the server makes for itself once and every server sharing the database uses (the VAPID key pair). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
