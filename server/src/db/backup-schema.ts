import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled or command-line backup (docs/administration.md#backups): when it ran, the
 * file it wrote on the server that ran it, and whether restoring it into a scratch database gave
 * back every table exactly. The admin page and the metrics read the latest; the scheduler reads it
 * to know when the next one is due, so every server sharing the database agrees.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** running, verified (written and restored exactly) or failed. */
    status: text('status').notNull().default('running'),
    file: text('file'),
    bytes: bigint('bytes', { mode: 'number' }),
    rows: bigint('rows', { mode: 'number' }),
    /** Why it failed, in words an operator can act on; null when it did not. */
    message: text('message'),
  },
  (table) => [index('backup_runs_started_at_idx').on(table.startedAt)],
);
