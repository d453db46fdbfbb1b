import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth-schema';

// A person's own protocols (docs/protocols.md), re-exported by schema.ts so drizzle-kit sees them.

const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const instant = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' }).notNull();

/**
 * The document is kept whole, as the open format writes it, so an export is the stored JSON. A
 * deleted protocol keeps its row (and its entries) for the undo window, then is purged; only live
 * rows hold their document id, so a person can make a new protocol with the id of a deleted one.
 */
export const customProtocols = pgTable(
  'custom_protocols',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    documentId: text('document_id').notNull(),
    document: jsonb('document').notNull(),
    position: integer('position').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    onDashboard: boolean('on_dashboard').notNull().default(true),
    onChecklist: boolean('on_checklist').notNull().default(true),
    safetyAcknowledgedAt: instant('safety_acknowledged_at'),
    // The protocol's reminder (core/src/custom-protocols' reminder schema); null while it has none.
    reminder: jsonb('reminder'),
    // When the reminder was last set: a time that passed before it is not one to catch up on.
    reminderUpdatedAt: instant('reminder_updated_at'),
    deletedAt: instant('deleted_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('custom_protocols_user_document_key')
      .on(table.userId, table.documentId)
      .where(sql`${table.deletedAt} IS NULL`),
    index('custom_protocols_user_position_idx').on(table.userId, table.position),
  ],
);

/**
 * Every protocol's entries in one table: a value of one component on one local day, or (state
 * `skipped`, no component) the day skipped, its reason in `note`. One skip per protocol and day.
 */
export const customProtocolEntries = pgTable(
  'custom_protocol_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => customProtocols.id, { onDelete: 'cascade' }),
    componentId: text('component_id'),
    localDay: day('local_day'),
    value: doublePrecision('value'),
    text: text('text'),
    state: text('state').notNull().default('value'),
    note: text('note'),
    source: text('source').notNull().default('manual'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('custom_protocol_entries_protocol_day_idx').on(table.protocolId, table.localDay),
    index('custom_protocol_entries_user_day_idx').on(table.userId, table.localDay),
    uniqueIndex('custom_protocol_entries_one_skip_per_day')
      .on(table.protocolId, table.localDay)
      .where(sql`${table.state} = 'skipped'`),
    check(
      'custom_protocol_entries_state_check',
      sql`(${table.state} = 'value' AND ${table.componentId} IS NOT NULL) OR (${table.state} = 'skipped' AND ${table.componentId} IS NULL)`,
    ),
  ],
);

/** A stretch of days (both ends included) a protocol is paused: vacation, illness. */
export const customProtocolPauses = pgTable(
  'custom_protocol_pauses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => customProtocols.id, { onDelete: 'cascade' }),
    fromDay: day('from_day'),
    toDay: day('to_day'),
    reason: text('reason'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('custom_protocol_pauses_protocol_idx').on(table.protocolId, table.fromDay),
    index('custom_protocol_pauses_user_idx').on(table.userId),
    check('custom_protocol_pauses_range_check', sql`${table.fromDay} <= ${table.toDay}`),
  ],
);

/** "I logged everything today": on these days a protocol's missing values count as 0 / unchecked. */
export const loggedEverythingDays = pgTable(
  'logged_everything_days',
  {
    userId: owner(),
    localDay: day('local_day'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.localDay] })],
);

/**
 * A counter per protocol that moves with every change to what its days are worked out from (its
 * entries, pauses and document, and its person's "I logged everything" days), whoever makes it:
 * reading days keeps habit strength and the streak until it moves (docs/decisions/0034).
 */
export const customProtocolVersions = pgTable('custom_protocol_versions', {
  protocolId: integer('protocol_id')
    .primaryKey()
    .references(() => customProtocols.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
