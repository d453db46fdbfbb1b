import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth-schema';
import { createdAt } from './schema-columns';

// Server administration (docs/administration.md): invites and what admins did.

/**
 * A single-use invite link. Only a SHA-256 hash of the code is kept; the link is shown once, when
 * the admin makes it. The people it names keep their username here if their account goes.
 */
export const invites = pgTable(
  'invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    codeHash: text('code_hash').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByUsername: text('created_by_username').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedById: integer('used_by_id').references(() => users.id, { onDelete: 'set null' }),
    usedByUsername: text('used_by_username'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('invites_code_hash_key').on(table.codeHash), index('invites_created_at_idx').on(table.createdAt)],
);

/** One row per admin action, written in the action's transaction; names are copied so the trail outlives the accounts. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
  },
  (table) => [index('admin_audit_at_idx').on(table.at)],
);
