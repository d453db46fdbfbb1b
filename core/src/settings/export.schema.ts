import { z } from 'zod';
import { CHAT_MESSAGE_MAX_CHARS } from '../chat/chat.schema';
import { COACH_MEMORY_MAX, COACH_MEMORY_TEXT_MAX } from '../chat/coach-memory.schema';
import { CHECKLIST_ITEM_KEYS, type ChecklistItemKey } from '../checklist/checklist.logic';
import { MAX_RECORD_ID } from '../common/storable.schema';
import { MAX_NOTE_LENGTH, MAX_TEXT_VALUE_LENGTH } from '../custom-protocols/custom-protocols.schema';
import { ENTRY_SOURCES, protocolDocumentSchema, slugSchema } from '../custom-protocols/protocol-document.schema';
import { protocolReminderSchema } from '../custom-protocols/protocol-reminder.schema';
import { withCurrentNames } from '../voice-journal/details-names.logic';
import { JOURNAL_DETAILS_SCHEMAS, TRANSCRIPT_MAX_CHARS } from '../voice-journal/journal.schema';
import { JOURNAL_ENTRY_TYPES, type JournalEntryType } from '../voice-journal/voice-journal.schema';
import { instant, localDate, logDay } from './export-fields';
import { exportedExperimentSchema, exportedInsightPairSchema } from './export-questions.schema';
import { protocolExportArrays } from './protocol-export-schemas';
import { exportedSharingSchema } from '../sharing/share-export.schema';

const isJournalRecord = (value: unknown): value is { type: JournalEntryType; details: unknown } =>
  typeof value === 'object' && value !== null && JOURNAL_ENTRY_TYPES.includes((value as { type?: unknown }).type as JournalEntryType);

/**
 * The account export, documented in docs/data-export.md. Values are the stored canonical units
 * (seconds, kilograms, °C); instants are ISO 8601; no database ids, so it imports anywhere.
 */
export const EXPORT_FORMAT = 'ultimate-human-export';
export const EXPORT_VERSION = 1;

export const exportRecordsSchema = z.object({
  // Each protocol's logs first, in the registry's order (protocol-export-schemas.ts).
  ...protocolExportArrays,
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
  /** What the coach remembers for the person (Settings → Coach memory). Optional: older files still import. */
  coachMemories: z
    .array(z.object({ createdAt: instant, text: z.string().trim().min(1).max(COACH_MEMORY_TEXT_MAX) }))
    .max(COACH_MEMORY_MAX)
    .optional(),
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
    /** Whom it shares with and who shares with it, when any (docs/sharing.md). For reference: import does not restore them. */
    sharing: exportedSharingSchema.optional(),
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
