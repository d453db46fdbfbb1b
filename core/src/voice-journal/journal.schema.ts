import { z } from 'zod';
import { customEntrySchema } from '../custom-protocols/custom-protocols.schema';
import { listQuerySchema, LOG_KINDS, pastInstant } from '../protocols/protocols.schema';
import { noteWithText } from './details-names.logic';
import { protocolEntriesWriteSchema, protocolEntryProposalSchema } from './protocol-entries.schema';
import {
  biometricDetailsSchema,
  coldExposureDetailsSchema,
  exerciseDetailsSchema,
  extractedEntrySchema,
  fastingDetailsSchema,
  JOURNAL_ENTRY_TYPES,
  mealDetailsSchema,
  noteDetailsSchema,
  supplementDetailsSchema,
  waterDetailsSchema,
  type JournalEntryType,
} from './voice-journal.schema';

/** Upload limits of `POST /api/voice/process` (413 past either). */
export const VOICE_MAX_BYTES = 10 * 1024 * 1024;
export const VOICE_MAX_SECONDS = 5 * 60;
/** Uploads one person may send a minute (429 with Retry-After past it). */
export const VOICE_UPLOADS_PER_MINUTE = 20;
/** What the browser uploads: WAV, 16 kHz, mono, 16-bit PCM (the server reads any common WAV). */
export const VOICE_SAMPLE_RATE = 16_000;
/** The multipart field and file name of the recording (docs/product.md §7). */
export const VOICE_AUDIO_FIELD = 'audio';
export const VOICE_FILE_NAME = 'voice_recording';
/** The multipart field with a transcript the browser made itself (no speech engine on the server). */
export const VOICE_TRANSCRIPT_FIELD = 'transcript';
/** The longest transcript kept with an entry (typed or recognised). */
export const TRANSCRIPT_MAX_CHARS = 20_000;

/**
 * Which speech-to-text turns recordings into text: the engine inside the app server, an
 * OpenAI-compatible server, or none (the browser's own recognition, or typing).
 */
export const SPEECH_ENGINES = ['local', 'openai-compatible', 'none'] as const;
export type SpeechEngine = (typeof SPEECH_ENGINES)[number];

/** `GET /api/voice/options`: what the page needs to know before recording. */
export const voiceOptionsSchema = z.object({
  engine: z.enum(SPEECH_ENGINES),
  /** e.g. 'Moonshine base (on this server)', 'whisper-1', or null without an engine. */
  engineLabel: z.string().nullable(),
  maxSeconds: z.number().int(),
  maxBytes: z.number().int(),
});
export type VoiceOptions = z.infer<typeof voiceOptionsSchema>;

/** docs/product.md §3 "Voice processing response": `details` includes the transcription. */
export const voiceExtractedSchema = z.object({
  type: z.enum(JOURNAL_ENTRY_TYPES),
  summary: z.string(),
  details: z.record(z.string(), z.unknown()),
});

/**
 * `POST /api/voice/process` → docs/product.md §7 `{ transcription, extracted }` (the first entry), plus every
 * entry read from the recording for the review step, and the id of the kept-for-now recording
 * (null when nothing was stored, e.g. a typed transcript without audio).
 */
export const voiceProcessResponseSchema = z.object({
  transcription: z.string(),
  extracted: voiceExtractedSchema,
  entries: z.array(extractedEntrySchema),
  recordingId: z.uuid().nullable(),
  /** How the entries were read: the built-in rules or a language model. */
  extractor: z.enum(['rules', 'model']),
  /** Values the note gives the person's own protocols, saved with the first entry kept. */
  protocolEntries: z.array(protocolEntryProposalSchema),
});
export type VoiceProcessResponse = z.infer<typeof voiceProcessResponseSchema>;

/**
 * A log an entry created when it was saved, so deleting the entry can offer to delete it too.
 * `change` marks a log the entry changed rather than created: protein or exercise added to the
 * day's 30-30-30 session (`proteinGrams` / `exerciseSeconds`, taken back when the entry goes with
 * its logs), or the running fast it ended (left as it is). A session an exercise entry created
 * carries its `exerciseSeconds` too, so it is named as exercise.
 */
export const trackerCreatedLogSchema = z.object({
  kind: z.enum(LOG_KINDS),
  id: z.number().int().positive(),
  change: z.enum(['addedProtein', 'addedExercise', 'endedFast']).optional(),
  proteinGrams: z.number().positive().optional(),
  exerciseSeconds: z.number().int().positive().optional(),
});
export type TrackerCreatedLog = z.infer<typeof trackerCreatedLogSchema>;

/**
 * A value the entry logged on one of the person's own protocols (`protocolEntries`), deleted with
 * the entry when asked. `summary` is how it reads ("Morning breathwork · Breathwork: 10 min").
 */
export const protocolEntryCreatedLogSchema = z.object({
  kind: z.literal('customProtocolEntry'),
  protocolId: z.number().int().positive(),
  entryId: z.number().int().positive(),
  summary: z.string(),
});
export type ProtocolEntryCreatedLog = z.infer<typeof protocolEntryCreatedLogSchema>;

/** What an entry wrote when it was saved: a tracker's log, or a value on an own protocol. Entries saved before own protocols hold tracker logs only. */
export const createdLogSchema = z.union([trackerCreatedLogSchema, protocolEntryCreatedLogSchema]);
export type CreatedLog = z.infer<typeof createdLogSchema>;

export const isProtocolEntryLog = (log: CreatedLog): log is ProtocolEntryCreatedLog => log.kind === 'customProtocolEntry';

/** A stored journal entry (docs/product.md §3: id, type, summary, details incl. the transcription, timestamp). */
export const journalEntrySchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  type: z.enum(JOURNAL_ENTRY_TYPES),
  summary: z.string(),
  details: z.record(z.string(), z.unknown()),
  transcription: z.string().nullable(),
  /** Present when the recording was kept: `GET /api/journal/entries/{id}/audio` plays it. */
  hasAudio: z.boolean(),
  createdLogs: z.array(createdLogSchema),
  timestamp: z.string(),
  localDay: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** Each type's details, for checking details sent on their own (an edit, an import). */
export const JOURNAL_DETAILS_SCHEMAS = {
  meal: mealDetailsSchema,
  exercise: exerciseDetailsSchema,
  biometric: biometricDetailsSchema,
  water: waterDetailsSchema,
  supplement: supplementDetailsSchema,
  cold_exposure: coldExposureDetailsSchema,
  fasting: fastingDetailsSchema,
  note: noteDetailsSchema,
} as const satisfies Record<JournalEntryType, z.ZodType>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An entry as the page sends it back: `uncertain` may be left out, and a `transcription` in
 * `details` (as responses carry it) is dropped — for a note without `text`, it is the text.
 */
function asReviewed(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const sent = value.type === 'note' ? noteWithText(value.details, value.transcription) : value.details;
  const details = isPlainObject(sent) ? (({ transcription: _transcription, ...rest }) => rest)(sent) : sent;
  return { ...value, uncertain: value.uncertain ?? [], details };
}

/**
 * `POST /api/journal/entries`: one reviewed entry. `details` is checked against its type's schema.
 * `createLogs` (default true) also writes the matching protocol log and ticks the checklist.
 * `uncertain` (from the review step) may be left out: nothing is uncertain once confirmed.
 */
export const journalEntryCreateSchema = z.intersection(
  z.preprocess(asReviewed, extractedEntrySchema).transform(({ uncertain: _uncertain, ...entry }) => entry),
  z.strictObject({
    transcription: z
      .string({ message: 'transcription must be text' })
      .trim()
      .max(TRANSCRIPT_MAX_CHARS, `transcription must be at most ${TRANSCRIPT_MAX_CHARS} characters`)
      .optional(),
    recordingId: z.uuid({ message: 'recordingId must be a recording id' }).optional(),
    timestamp: pastInstant('timestamp').optional(),
    createLogs: z.boolean({ message: 'createLogs must be true or false' }).default(true),
    /** Values on the person's own protocols, logged with source `voice` in the entry's transaction. */
    protocolEntries: protocolEntriesWriteSchema.optional(),
  }),
);
export type JournalEntryCreate = z.infer<typeof journalEntryCreateSchema>;

/**
 * `PATCH /api/journal/entries/{id}`: a new summary, or new details for the entry's own type (whole:
 * they replace the stored ones; a `transcription` in them, as responses carry it, is ignored).
 */
export const journalEntryPatchSchema = z
  .strictObject({
    summary: z.string().trim().min(1, 'summary is required').max(200, 'summary must be at most 200 characters').optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((patch) => patch.summary !== undefined || patch.details !== undefined, 'Send a summary or details to change');
export type JournalEntryPatch = z.infer<typeof journalEntryPatchSchema>;

/** The page's filter tabs (docs/product.md §2) and the types each one shows. */
export const JOURNAL_FILTERS = {
  all: JOURNAL_ENTRY_TYPES,
  meals: ['meal'],
  exercise: ['exercise'],
  biometrics: ['biometric', 'water'],
  notes: ['note', 'supplement', 'fasting', 'cold_exposure'],
} as const satisfies Record<string, readonly JournalEntryType[]>;

const typeList = z
  .string()
  .transform((value) => value.split(',').map((type) => type.trim()))
  .pipe(z.array(z.enum(JOURNAL_ENTRY_TYPES, { message: `type must be one of ${JOURNAL_ENTRY_TYPES.join(', ')}` })));

/** `GET /api/journal/entries?type=meal,water&limit=&before=`: newest first. */
export const journalListQuerySchema = z.object({ type: typeList.optional(), ...listQuerySchema.shape });
export type JournalListQuery = z.infer<typeof journalListQuerySchema>;

/** `DELETE /api/journal/entries/{id}?alsoDeleteLogs=true` also deletes the logs it created. */
export const journalDeleteQuerySchema = z.object({
  alsoDeleteLogs: z
    .enum(['true', 'false'], { message: 'alsoDeleteLogs must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

/** `DELETE /api/journal/entries/{id}`: the tracker logs deleted with it, each with the id that puts it back (Undo). */
export const journalDeleteResultSchema = z.object({
  deletedLogs: z.array(trackerCreatedLogSchema.pick({ kind: true, id: true }).extend({ undoId: z.number().int().positive() })),
  /** The own-protocol values deleted with it, whole, so a client can log them again. */
  deletedProtocolEntries: z.array(customEntrySchema),
});
export type JournalDeleteResult = z.infer<typeof journalDeleteResultSchema>;
