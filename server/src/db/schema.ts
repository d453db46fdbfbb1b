import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    // Null for accounts that only ever sign in through an external identity provider.
    passwordHash: text('password_hash'),
    photoUrl: text('photo_url'),
    timeZone: text('time_zone').notNull().default('UTC'),
    // Display preferences (settings); the API keeps docs/product.md's units whatever they are.
    weightUnit: text('weight_unit').notNull().default('lbs'),
    temperatureUnit: text('temperature_unit').notNull().default('F'),
    theme: text('theme').notNull().default('system'),
    // When the person last confirmed the safety screen shown before a fast of 24 h or more and
    // before a cold session under 10 °C; null until then (or after they chose to see it again).
    longFastScreenAcceptedAt: timestamp('long_fast_screen_accepted_at', { withTimezone: true }),
    coldScreenAcceptedAt: timestamp('cold_screen_accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // When the person proved they receive mail at `email` (a provider's verified e-mail, or a code
    // sent to it); null while the address was only typed in, so another person may still claim it.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie token: a leaked table cannot be replayed as cookies.
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    // When the person last proved who they are in this session (a password, a provider sign-in):
    // adding or removing a sign-in method needs this to be recent.
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }).notNull().defaultNow(),
    // The ID token of the provider sign-in that opened this session, kept to end the provider's
    // session too on sign-out (RP-initiated logout's id_token_hint); null for password sign-ins.
    oidcIdToken: text('oidc_id_token'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Fixed-window counters shared by every app server (login failures, registrations). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

// Protocol logs. Canonical SI columns (seconds, kilograms, °C); the API converts at the edge.
const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const loggedAt = () => timestamp('timestamp', { withTimezone: true }).notNull().defaultNow();
// The zone in force when the log was made, and the local calendar day it counts on in that zone:
// a later change of time zone moves no existing log to another day (docs/decisions/0011).
const logTimeZone = () => text('time_zone').notNull();
const localDay = () => date('local_day', { mode: 'string' });

export const thirtyThirtyThirtyLogs = pgTable(
  'thirty_thirty_thirty_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    proteinGrams: doublePrecision('protein_grams').notNull(),
    exerciseSeconds: integer('exercise_seconds').notNull(),
    timeAfterWakingMinutes: doublePrecision('time_after_waking_minutes'),
    completed: boolean('completed').notNull().default(false),
    timestamp: loggedAt(),
    timeZone: logTimeZone(),
    localDay: localDay().notNull(),
  },
  (table) => [
    index('thirty_thirty_thirty_logs_user_time_idx').on(table.userId, table.timestamp.desc()),
    index('thirty_thirty_thirty_logs_user_day_idx').on(table.userId, table.localDay),
  ],
);

export const fastingLogs = pgTable(
  'fasting_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    targetHours: integer('target_hours').notNull(),
    durationSeconds: integer('duration_seconds'),
    completed: boolean('completed').notNull().default(false),
    timestamp: loggedAt(),
    timeZone: logTimeZone(),
    // The local day the fast ended on (the day it counts on); null while it runs.
    localDay: localDay(),
  },
  (table) => [
    index('fasting_logs_user_day_idx').on(table.userId, table.localDay),
    index('fasting_logs_user_start_idx').on(table.userId, table.startTime.desc()),
    // At most one active fast per user, enforced by the database even under concurrent starts.
    uniqueIndex('fasting_logs_one_active_per_user')
      .on(table.userId)
      .where(sql`${table.endTime} IS NULL`),
  ],
);

export const coldExposureLogs = pgTable(
  'cold_exposure_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    exposureMethod: text('exposure_method').notNull(),
    temperatureC: doublePrecision('temperature_c').notNull(),
    // The unit the person entered, so the API answers in it.
    temperatureUnit: text('temperature_unit').notNull().default('F'),
    durationSeconds: integer('duration_seconds').notNull(),
    completed: boolean('completed').notNull().default(false),
    timestamp: loggedAt(),
    timeZone: logTimeZone(),
    localDay: localDay().notNull(),
  },
  (table) => [
    index('cold_exposure_logs_user_time_idx').on(table.userId, table.timestamp.desc()),
    index('cold_exposure_logs_user_day_idx').on(table.userId, table.localDay),
  ],
);

export const biometricLogs = pgTable(
  'biometric_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    timestamp: loggedAt(),
    weightKg: doublePrecision('weight_kg'),
    systolic: doublePrecision('systolic'),
    diastolic: doublePrecision('diastolic'),
    heartRate: doublePrecision('heart_rate'),
    hrvMs: doublePrecision('hrv_ms'),
    oxygenSaturation: doublePrecision('oxygen_saturation'),
    respirationRate: doublePrecision('respiration_rate'),
    bodyTemperatureC: doublePrecision('body_temperature_c'),
    temperatureUnit: text('temperature_unit').notNull().default('F'),
    sleepSeconds: integer('sleep_seconds'),
    readinessScore: doublePrecision('readiness_score'),
    stressLevel: doublePrecision('stress_level'),
    // How far a night's skin temperature was from the person's own baseline (Oura), in °C: not a body temperature.
    temperatureDeviationC: doublePrecision('temperature_deviation_c'),
    // The skin temperature a wrist strap measured asleep (WHOOP), in °C: lower than a body temperature.
    skinTemperatureC: doublePrecision('skin_temperature_c'),
    wearableSource: text('wearable_source').notNull().default('manual'),
    // How the HRV was measured ('sdnn' from Apple Health, 'rmssd' from Oura and WHOOP); null when typed in.
    hrvMethod: text('hrv_method'),
    // A source's daily values written by an import (Apple Health, a wearable's sync), as opposed to
    // a reading someone sent through the API, whatever source it names.
    imported: boolean('imported').notNull().default(false),
    timeZone: logTimeZone(),
    localDay: localDay().notNull(),
  },
  (table) => [
    index('biometric_logs_user_time_idx').on(table.userId, table.timestamp.desc()),
    index('biometric_logs_user_day_idx').on(table.userId, table.localDay),
    // An import keeps one row per person, source and local day (its daily values); readings sent
    // through the API are never constrained.
    uniqueIndex('biometric_logs_user_source_day_key')
      .on(table.userId, table.wearableSource, table.localDay)
      .where(sql`${table.imported}`),
  ],
);

/** One row per user and local calendar day (in the user's time zone), created by the first tick. */
export const dailyChecklists = pgTable(
  'daily_checklists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    date: date('date', { mode: 'string' }).notNull(),
    morningProteinCompleted: boolean('morning_protein_completed').notNull().default(false),
    morningExerciseCompleted: boolean('morning_exercise_completed').notNull().default(false),
    sunlightExposureCompleted: boolean('sunlight_exposure_completed').notNull().default(false),
    coldExposureCompleted: boolean('cold_exposure_completed').notNull().default(false),
    hydrationTargetCompleted: boolean('hydration_target_completed').notNull().default(false),
    fastingCompleted: boolean('fasting_completed').notNull().default(false),
    supplementsCompleted: boolean('supplements_completed').notNull().default(false),
    journalEntryCompleted: boolean('journal_entry_completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('daily_checklists_user_date_key').on(table.userId, table.date)],
);

/** The coach conversation, per user, oldest first by id. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    role: text('role').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('chat_messages_user_id_idx').on(table.userId, table.id)],
);

/**
 * Logs deleted in the last few minutes, kept whole so "Undo" can put them back with their own id.
 * Rows older than the undo window are purged on the next delete.
 */
export const deletedLogs = pgTable(
  'deleted_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    kind: text('kind').notNull(),
    record: jsonb('record').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('deleted_logs_user_id_idx').on(table.userId)],
);

/**
 * A counter per person that triggers raise on every change to their protocol logs (migration 0017),
 * whoever makes it: the progress summary keeps what it worked out of a person's whole history until
 * the counter moves (docs/decisions/0033).
 */
export const logVersions = pgTable('log_versions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** How far each person got in each Learn course; no row means never opened (0 %). */
export const courseProgress = pgTable(
  'course_progress',
  {
    userId: owner(),
    courseId: text('course_id').notNull(),
    // Lesson numbers (1-based) the person marked done; progress = done / lessons in the course.
    completedLessons: integer('completed_lessons')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

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

/** Sign-in identities at OpenID Connect issuers (Google or any other), each belonging to one user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('user_identities_issuer_subject_key').on(table.issuer, table.subject),
    index('user_identities_user_id_idx').on(table.userId),
  ],
);

/**
 * A sign-in with an OpenID Connect issuer in progress: the state (hashed), nonce and PKCE verifier
 * stay on the server for 10 minutes; only the state value travels in the URL.
 */
export const oidcLoginStates = pgTable('oidc_login_states', {
  stateHash: text('state_hash').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to').notNull().default('/'),
  // Set when a signed-in person links a provider from Settings, or after a password proof.
  linkUserId: integer('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * Bearer tokens a person holds besides their session: embed tokens a site passes to a widget,
 * widget tokens the sign-in popup hands to a framed widget. Only a SHA-256 hash of the token is
 * kept; `scopes` says what it may reach.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // The site a widget token was made for: one token per person and origin, renewed on sign-in.
    origin: text('origin'),
  },
  (table) => [uniqueIndex('api_tokens_token_hash_key').on(table.tokenHash), index('api_tokens_user_id_idx').on(table.userId)],
);

/**
 * Writes sent with an `Idempotency-Key` (the offline app's queued writes): the first request
 * claims the key, its answer is kept, and the same request again within 24 hours gets that answer
 * instead of writing twice. `statusCode` is null while the first request is being handled.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: owner(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index('idempotency_keys_created_at_idx').on(table.createdAt)],
);

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

// A person's own protocols, in a file of their own.
export * from './custom-protocols-schema';
