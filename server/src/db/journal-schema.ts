import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { owner } from './auth-schema';
import { createdAt, loggedAt, logTimeZone, localDay, bytea } from './schema-columns';

// The voice journal: recordings and the entries made from them; re-exported by schema.ts.

/**
 * Voice recordings, as 16 kHz mono 16-bit WAV. A recording is kept only when the person keeps an
 * entry made from it; one nobody kept is purged an hour after it was processed.
 */
export const voiceRecordings = pgTable(
  'voice_recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    audio: bytea('audio').notNull(),
    durationSeconds: real('duration_seconds').notNull(),
    isKept: boolean('is_kept').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('voice_recordings_user_id_idx').on(table.userId, table.createdAt)],
);

/** Journal entries (docs/product.md §3), confirmed by the person; `details` follows the entry type's schema. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    type: text('type').notNull(),
    summary: text('summary').notNull(),
    details: jsonb('details').notNull(),
    transcription: text('transcription'),
    recordingId: uuid('recording_id').references(() => voiceRecordings.id, { onDelete: 'set null' }),
    // The logs this entry created (a cold session, a reading, a fast…): [{ kind, id }].
    createdLogs: jsonb('created_logs')
      .notNull()
      .default(sql`'[]'::jsonb`),
    timestamp: loggedAt(),
    timeZone: logTimeZone(),
    localDay: localDay().notNull(),
  },
  (table) => [
    index('journal_entries_user_time_idx').on(table.userId, table.timestamp.desc()),
    index('journal_entries_user_day_idx').on(table.userId, table.localDay),
  ],
);
