import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    // Whether the grantee is told, through their reminder channels, of a fast past 48 h or a daily
    // protocol missed 3 days running.
    alerts: boolean('alerts').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('share_grants_owner_idx').on(table.ownerId, table.id),
    index('share_grants_grantee_idx').on(table.granteeId, table.id),
    check('share_grants_not_self', sql`${table.ownerId} <> ${table.granteeId}`),
  ],
);

/**
 * A link that opens a person's report, with a passcode, for someone without an account (a
 * clinician): read only, always time-boxed. The link's token and its passcode are kept as hashes
 * only, so neither can be read back from the database.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: person('owner_id'),
    tokenHash: text('token_hash').notNull().unique(),
    passcodeHash: text('passcode_hash').notNull(),
    // The progress period the report covers: week, month or all.
    range: text('range').notNull(),
    expiresAt: instant('expires_at').notNull(),
    endedAt: instant('ended_at'),
    createdAt: createdAt(),
  },
  (table) => [index('share_links_owner_idx').on(table.ownerId, table.id)],
);

/** Every read, proposal or write through a grant or a report link: who, what, when, from where. */
export const shareAccessLog = pgTable(
  'share_access_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    grantId: integer('grant_id').references(() => shareGrants.id, { onDelete: 'cascade' }),
    linkId: integer('link_id').references(() => shareLinks.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    what: text('what').notNull(),
    ip: text('ip').notNull(),
    at: instant('at').notNull().defaultNow(),
  },
  (table) => [
    index('share_access_log_grant_idx').on(table.grantId, table.at),
    index('share_access_log_link_idx').on(table.linkId, table.at),
    check('share_access_log_one_door', sql`num_nonnulls(${table.grantId}, ${table.linkId}) = 1`),
  ],
);
