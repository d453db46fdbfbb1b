import { z } from 'zod';
import { protocolReminderSchema } from '../custom-protocols/protocol-reminder.schema';
import { CHECKLIST_ITEM_KEYS, type ChecklistItemKey } from '../checklist/checklist.logic';
import { isValidTimeZone } from '../common/time-zone.logic';
import { JOURNAL_DETAILS_SCHEMAS, TRANSCRIPT_MAX_CHARS } from '../voice-journal/journal.schema';
import { withCurrentNames } from '../voice-journal/details-names.logic';
import { JOURNAL_ENTRY_TYPES, type JournalEntryType } from '../voice-journal/voice-journal.schema';

const isJournalRecord = (value: unknown): value is { type: JournalEntryType; details: unknown } =>
  typeof value === 'object' && value !== null && JOURNAL_ENTRY_TYPES.includes((value as { type?: unknown }).type as JournalEntryType);
import { HRV_METHODS } from '../wearables/wearables.schema';
import { BIOMETRIC_RULES, BODY_TEMPERATURE_RANGE } from '../biometrics/biometrics.logic';
import { CHAT_MESSAGE_MAX_CHARS } from '../chat/chat.schema';
import { COLD_METHOD_VALUES } from '../cold-exposure/cold-exposure.logic';
import { isStorableYear, MAX_RECORD_ID } from '../common/storable.schema';
import { poundsToKilograms } from '../common/units.logic';
import { FASTING_TARGET_HOURS } from '../fasting/fasting.logic';
import { CLOCK_SKEW_MS } from '../protocols/protocols.schema';
import { MAX_NOTE_LENGTH, MAX_TEXT_VALUE_LENGTH } from '../custom-protocols/custom-protocols.schema';
import { ENTRY_SOURCES, protocolDocumentSchema, slugSchema } from '../custom-protocols/protocol-document.schema';
import { exportedExperimentSchema, exportedInsightPairSchema } from './export-questions.schema';

/**
 * The account export, documented in docs/data-export.md. Values are the stored canonical units
 * (seconds, kilograms, °C); instants are ISO 8601; no database ids, so it imports anywhere.
 */
export const EXPORT_FORMAT = 'ultimate-human-export';
export const EXPORT_VERSION = 1;

/*
 * An import is held to the rules the API holds a new log to (ranges, methods, targets, roles, not
 * in the future, an end after its start), in the stored units: an export cannot carry what the API
 * would refuse, and nothing PostgreSQL cannot store reaches it.
 */
const isPast = (value: string) => !(Date.parse(value) > Date.now() + CLOCK_SKEW_MS);
const instant = z.iso
  .datetime({ offset: true, message: 'must be an ISO 8601 date-time' })
  .refine((value) => isStorableYear(value), 'must be between the years 1900 and 9999')
  .refine(isPast, 'cannot be in the future');
const between = (min: number, max: number) => z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);
const reading = (rule: { min: number; max: number }) => between(rule.min, rule.max).nullable();
/** A yyyy-MM-dd that names a day of the calendar (not 2025-13-45). */
const isRealDate = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};
const localDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written yyyy-MM-dd')
  .refine((value) => isRealDate(value) && isStorableYear(value), 'must be a real date between the years 1900 and 9999');
/**
 * The zone a log was made in and its local day there. Optional: files written before logs kept
 * their day import with the exporting account's zone.
 */
const logDay = {
  timeZone: z.string().refine(isValidTimeZone, 'Unknown time zone').optional(),
  localDay: localDate.nullable().optional(),
};

export const exportRecordsSchema = z.object({
  thirtyThirtyThirtyLogs: z.array(
    z.object({
      timestamp: instant,
      proteinGrams: z.number().min(0).max(500),
      exerciseSeconds: z.number().int().min(0).max(86_400),
      timeAfterWakingMinutes: between(0, 1440).nullable(),
      completed: z.boolean(),
      ...logDay,
    }),
  ),
  fastingLogs: z.array(
    z
      .object({
        timestamp: instant,
        startTime: instant,
        endTime: instant.nullable(),
        targetHours: z.number().refine((hours) => (FASTING_TARGET_HOURS as number[]).includes(hours), {
          message: `must be one of ${FASTING_TARGET_HOURS.join(', ')}`,
        }),
        durationSeconds: z
          .number()
          .int()
          .nonnegative()
          .max(366 * 86_400)
          .nullable(),
        completed: z.boolean(),
        ...logDay,
      })
      .refine((fast) => fast.endTime === null || Date.parse(fast.endTime) >= Date.parse(fast.startTime), {
        message: 'must not be before startTime',
        path: ['endTime'],
      }),
  ),
  coldExposureLogs: z.array(
    z.object({
      timestamp: instant,
      exposureMethod: z.enum(COLD_METHOD_VALUES, { message: `must be one of ${COLD_METHOD_VALUES.join(', ')}` }),
      // "Cold" ends at 30 °C, as in the API.
      temperatureC: between(-60, 30),
      temperatureUnit: z.enum(['F', 'C']),
      durationSeconds: z.number().int().positive().max(86_400),
      completed: z.boolean(),
      ...logDay,
    }),
  ),
  biometricLogs: z.array(
    z.object({
      timestamp: instant,
      // The weight rule is in pounds; the file holds kilograms (rounded out at the ends).
      weightKg: reading({
        min: Math.floor(poundsToKilograms(BIOMETRIC_RULES.weight.min)),
        max: Math.ceil(poundsToKilograms(BIOMETRIC_RULES.weight.max)),
      }),
      systolic: reading(BIOMETRIC_RULES.systolic),
      diastolic: reading(BIOMETRIC_RULES.diastolic),
      heartRate: reading(BIOMETRIC_RULES.heartRate),
      hrvMs: reading(BIOMETRIC_RULES.hrv),
      oxygenSaturation: reading(BIOMETRIC_RULES.oxygenSaturation),
      respirationRate: reading(BIOMETRIC_RULES.respirationRate),
      bodyTemperatureC: reading(BODY_TEMPERATURE_RANGE.C),
      temperatureUnit: z.enum(['F', 'C']),
      sleepSeconds: z.number().int().min(0).max(86_400, 'must be at most 86400 (24 hours)').nullable(),
      readinessScore: reading(BIOMETRIC_RULES.readinessScore),
      stressLevel: reading(BIOMETRIC_RULES.stressLevel),
      /** A wearable's skin-temperature deviation from baseline, °C. Optional: older files have none. */
      temperatureDeviationC: z.number().min(-5).max(5).nullable().optional(),
      /** A wrist strap's skin temperature asleep, °C. Optional: older files have none. */
      skinTemperatureC: z.number().min(20).max(42).nullable().optional(),
      wearableSource: z.string().min(1).max(40),
      /** How the HRV was measured by the device that reported it. Optional: older files have none. */
      hrvMethod: z.enum(HRV_METHODS).nullable().optional(),
      /** A daily value an import wrote (one per source and local day). Optional: older files have none. */
      imported: z.boolean().optional(),
      /** The wake-up that ended the day's main sleep, as a wearable told it. Written only when known. */
      wokeAt: instant.optional(),
      /** The day's steps, as a wearable counted them. Written only when known. */
      steps: z.number().int().min(0).max(200_000).optional(),
      ...logDay,
    }),
  ),
  dailyChecklists: z.array(
    z.object({
      date: localDate,
      ...(Object.fromEntries(CHECKLIST_ITEM_KEYS.map((key) => [key, z.boolean()])) as Record<ChecklistItemKey, z.ZodBoolean>),
    }),
  ),
  // What a conversation holds: the person's messages and the coach's replies (never a system prompt).
  chatMessages: z.array(
    z.object({
      createdAt: instant,
      role: z.enum(['user', 'assistant'], { message: 'must be user or assistant' }),
      content: z.string().max(Math.max(CHAT_MESSAGE_MAX_CHARS, 20_000)),
    }),
  ),
  /**
   * Voice journal entries, without their recordings (audio is not exported). Optional: files
   * written before the journal existed still import.
   */
  journalEntries: z
    .array(
      // Details written by an earlier version (a cold entry's `method`) are read in today's names.
      z.preprocess(
        (entry) => (isJournalRecord(entry) ? { ...entry, details: withCurrentNames(entry.type, entry.details) } : entry),
        z
          .object({
            timestamp: instant,
            type: z.enum(JOURNAL_ENTRY_TYPES),
            summary: z.string().min(1).max(200),
            details: z.record(z.string(), z.unknown()),
            transcription: z.string().max(TRANSCRIPT_MAX_CHARS).nullable(),
            ...logDay,
          })
          .superRefine((entry, context) => {
            const checked = JOURNAL_DETAILS_SCHEMAS[entry.type].safeParse(entry.details);
            if (checked.success) return;
            const [issue] = checked.error.issues;
            context.addIssue({ code: 'custom', message: issue!.message, path: ['details', ...issue!.path.map(String)] });
          }),
      ),
    )
    .optional(),
  /**
   * A person's own protocols (docs/protocols.md), each its whole document, and their entries,
   * skipped days and pauses, which name their protocol by its document id. Optional: files
   * written before these existed still import.
   */
  customProtocols: z
    .array(
      z.object({
        document: protocolDocumentSchema,
        position: z.number().int().min(0).max(MAX_RECORD_ID),
        archived: z.boolean(),
        onDashboard: z.boolean(),
        onChecklist: z.boolean(),
        safetyAcknowledgedAt: instant.nullable(),
        /** Optional: files written before protocols had reminders still import (with none). */
        reminder: protocolReminderSchema.nullable().optional(),
        createdAt: instant,
      }),
    )
    .optional(),
  customProtocolEntries: z
    .array(
      z
        .object({
          protocol: slugSchema('protocol'),
          /** Null for a skipped day. */
          componentId: z.string().min(1).max(40).nullable(),
          date: localDate,
          state: z.enum(['value', 'skipped']),
          value: z.number().min(0).max(1_000_000_000).nullable(),
          text: z.string().min(1).max(MAX_TEXT_VALUE_LENGTH).nullable(),
          note: z.string().max(MAX_NOTE_LENGTH).nullable(),
          source: z.enum(ENTRY_SOURCES),
          createdAt: instant,
        })
        .refine((entry) => (entry.state === 'skipped') === (entry.componentId === null), {
          message: 'a skipped day has no componentId, and a value has one',
          path: ['componentId'],
        }),
    )
    .optional(),
  customProtocolPauses: z
    .array(
      z
        .object({ protocol: slugSchema('protocol'), from: localDate, to: localDate, reason: z.string().max(MAX_NOTE_LENGTH).nullable() })
        .refine((pause) => pause.from <= pause.to, { message: 'must not be before from', path: ['to'] }),
    )
    .optional(),
  /** Days the person said they logged everything on. */
  loggedEverythingDays: z.array(z.object({ date: localDate })).optional(),
  /**
   * "What works for me" pairs the person added, and suggested ones they hid or showed again
   * (export-questions.schema.ts). Written only when there are some, so an account without them
   * exports what it did before they existed; optional on import.
   */
  insightPairs: z.array(exportedInsightPairSchema({ instant, day: localDate })).optional(),
  /** The person's experiments, written only when there are some; optional on import. */
  experiments: z.array(exportedExperimentSchema({ instant, day: localDate })).optional(),
});
export type ExportRecords = z.infer<typeof exportRecordsSchema>;
export type ExportRecordType = keyof ExportRecords;
export const EXPORT_RECORD_TYPES = Object.keys(exportRecordsSchema.shape) as ExportRecordType[];

export const accountExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT, { message: `This is not an ${EXPORT_FORMAT} file` }),
  version: z.literal(EXPORT_VERSION, { message: `Only export format version ${EXPORT_VERSION} can be imported` }),
  exportedAt: instant,
  account: z.object({
    username: z.string(),
    displayName: z.string(),
    email: z.string(),
    /** The profile photo's address. Optional: older files have none; import takes it only with applyPreferences=true. */
    photoURL: z.string().max(2048, 'must be at most 2048 characters').nullable().optional(),
    timeZone: z.string(),
    createdAt: instant,
    preferences: z.object({
      weightUnit: z.string(),
      temperatureUnit: z.string(),
      theme: z.string(),
      /** When the person usually wakes ("07:00"). Optional: older files have none. */
      usualWakeTime: z.string().nullable().optional(),
    }),
    /** The provider accounts it signs in with (never a token). For reference: import does not link them. */
    identities: z.array(z.object({ issuer: z.string(), subject: z.string(), email: z.string().nullable() })).optional(),
  }),
  records: exportRecordsSchema,
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** `POST /api/account/import?applyPreferences=true` also takes the export's units, theme and time zone. */
export const importQuerySchema = z.object({
  applyPreferences: z
    .enum(['true', 'false'], { message: 'applyPreferences must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

export const importResultSchema = z.object({
  imported: z.record(z.string(), z.number().int()),
  skipped: z.record(z.string(), z.number().int()),
  /** The preferences taken from the file; empty when none were applied. */
  preferencesApplied: z.array(z.enum(['weightUnit', 'temperatureUnit', 'theme', 'timeZone', 'usualWakeTime'])),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** `GET /api/account/contents`: how many records the account holds, so import can suggest defaults. */
export const accountContentsSchema = z.object({
  isEmpty: z.boolean(),
  records: z.record(z.string(), z.number().int()),
});
export type AccountContents = z.infer<typeof accountContentsSchema>;
