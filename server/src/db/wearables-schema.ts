import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owner } from './auth-schema';
import { createdAt } from './schema-columns';

// Apple Health imports and wearable connections; re-exported by schema.ts.

/**
 * Uploaded exports (an iPhone's Apple Health export) being read in the background. The file waits
 * under DATA_DIR/imports until the job ends; progress is written as it goes so the page can follow.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    source: text('source').notNull(),
    fileName: text('file_name').notNull(),
    filePath: text('file_path').notNull(),
    status: text('status').notNull().default('queued'),
    // An upload may reach 2 GiB, one byte past a 32-bit integer.
    bytesTotal: bigint('bytes_total', { mode: 'number' }).notNull().default(0),
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    recordsRead: bigint('records_read', { mode: 'number' }).notNull().default(0),
    counts: jsonb('counts')
      .notNull()
      .default(sql`'{}'::jsonb`),
    newCount: integer('new_count').notNull().default(0),
    existingCount: integer('existing_count').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('import_jobs_user_id_idx').on(table.userId, table.id.desc()),
    // One import at a time per person, held by the database even when two uploads race.
    uniqueIndex('import_jobs_one_active_per_user')
      .on(table.userId)
      .where(sql`${table.status} IN ('queued', 'running')`),
  ],
);

/**
 * A person's link to a wearable's web API (Oura, WHOOP, Withings). The tokens are stored encrypted
 * with the server's secrets key (server/src/lib/token-cipher.ts). `nextSyncAt` schedules the
 * next sync; `syncStartedAt` is the lease a server takes while syncing, so two servers never sync
 * one connection at once and a sync cut off by a crash is taken up again after the lease expires.
 */
export const wearableConnections = pgTable(
  'wearable_connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('connected'),
    attentionReason: text('attention_reason'),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    syncedThrough: date('synced_through', { mode: 'string' }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    syncStartedAt: timestamp('sync_started_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('wearable_connections_user_provider_key').on(table.userId, table.provider),
    index('wearable_connections_next_sync_idx').on(table.nextSyncAt),
  ],
);

/**
 * A connection in progress: the state (hashed) and PKCE verifier wait here for 10 minutes, tied
 * to the person who started it; only the state travels in the URL.
 */
export const wearableAuthStates = pgTable('wearable_auth_states', {
  stateHash: text('state_hash').primaryKey(),
  userId: owner(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  createdAt: createdAt(),
});
