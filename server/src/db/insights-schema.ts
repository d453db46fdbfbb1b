import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owner, users } from './auth-schema';
import { createdAt } from './schema-columns';

// "What works for me" (docs/product.md): the questions a person asks of their own data and the
// last answer worked out for them; re-exported by schema.ts.

/**
 * A person's pairs (a factor, an outcome, a lag). Suggested pairs are worked out from the person's
 * protocols on every read and get a row only once hidden, so a new protocol's suggestions appear
 * without a write; pairs the person added always have one. `key` is core's `pairKeyOf`, so the same
 * question is one row per person whoever asked it first.
 */
export const insightPairs = pgTable(
  'insight_pairs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    key: text('key').notNull(),
    factor: jsonb('factor').notNull(),
    outcome: jsonb('outcome').notNull(),
    lag: text('lag').notNull(),
    origin: text('origin').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('insight_pairs_user_key').on(table.userId, table.key),
    check('insight_pairs_origin_check', sql`${table.origin} IN ('suggested', 'added')`),
  ],
);

/**
 * The answer of a person's last computation, kept while `data_version` (what it was worked out
 * from) still matches. A row with no answer yet is a person the nightly round queued; `claimed_until`
 * is its lease, so servers sharing the database never compute the same person at once.
 */
export const insightResults = pgTable(
  'insight_results',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    computedAt: timestamp('computed_at', { withTimezone: true }),
    answer: jsonb('answer'),
    dataVersion: text('data_version'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (table) => [index('insight_results_computed_at_idx').on(table.computedAt)],
);
