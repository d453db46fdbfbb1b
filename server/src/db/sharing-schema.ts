import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ShareScopes } from '@uh/core/sharing/share-grants.schema';
import { users } from './auth-schema';
import { createdAt } from './schema-columns';

// Sharing with the people who help a person (docs/sharing.md); re-exported by schema.ts.

const person = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One person's data shared with another account, per domain and level. Deleting either account
 * deletes the grant; an ended grant keeps its row so its owner can still read its access log.
 */
export const shareGrants = pgTable(
  'share_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: person('owner_id'),
    granteeId: person('grantee_id'),
    preset: text('preset').notNull(),
    scopes: jsonb('scopes').$type<ShareScopes>().notNull(),
    // Null: the owner chose "never" on purpose.
    expiresAt: instant('expires_at'),
    acceptedAt: instant('accepted_at'),
    endedAt: instant('ended_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('share_grants_owner_idx').on(table.ownerId, table.id),
    index('share_grants_grantee_idx').on(table.granteeId, table.id),
    check('share_grants_not_self', sql`${table.ownerId} <> ${table.granteeId}`),
  ],
);

/** Every read, proposal or write by a grantee through a grant: who (the grant), what, when, from where. */
export const shareAccessLog = pgTable(
  'share_access_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    grantId: integer('grant_id')
      .notNull()
      .references(() => shareGrants.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    what: text('what').notNull(),
    ip: text('ip').notNull(),
    at: instant('at').notNull().defaultNow(),
  },
  (table) => [index('share_access_log_grant_idx').on(table.grantId, table.at)],
);
