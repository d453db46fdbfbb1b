import { sql } from 'drizzle-orm';
import { bigint, boolean, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owner, users } from './auth-schema';
import { loggedAt, logTimeZone, localDay } from './schema-columns';

// Protocol logs, re-exported by schema.ts. Canonical SI columns (seconds, kilograms, °C); the API
// converts at the edge. The daily checklist, Undo and the counter of changes follow them.

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
    // The wake-up that ended the day's main sleep, as a wearable or an import told it.
    wokeAt: timestamp('woke_at', { withTimezone: true }),
    // The day's steps, as a wearable or an import counted them.
    steps: integer('steps'),
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
