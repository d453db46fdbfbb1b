import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    // Display preferences (settings); the API keeps the spec's units whatever they are.
    weightUnit: text('weight_unit').notNull().default('lbs'),
    temperatureUnit: text('temperature_unit').notNull().default('F'),
    theme: text('theme').notNull().default('system'),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
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
  },
  (table) => [index('thirty_thirty_thirty_logs_user_time_idx').on(table.userId, table.timestamp.desc())],
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
  },
  (table) => [
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
  },
  (table) => [index('cold_exposure_logs_user_time_idx').on(table.userId, table.timestamp.desc())],
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
    wearableSource: text('wearable_source').notNull().default('manual'),
  },
  (table) => [index('biometric_logs_user_time_idx').on(table.userId, table.timestamp.desc())],
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
