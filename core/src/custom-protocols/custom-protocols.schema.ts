import { z } from 'zod';
import { localDay } from '../common/local-day.schema';
import { isoInstant, recordId } from '../common/storable.schema';
import { DAY_STATES, ENTRY_SOURCES, protocolDocumentSchema } from './protocol-document.schema';
import { MAX_DAY_RANGE, MAX_NOTE_LENGTH, MAX_PROTOCOLS_PER_PERSON, MAX_TEXT_VALUE_LENGTH } from './custom-protocols.limits';
import { protocolReminderSchema } from './protocol-reminder.schema';

/**
 * The HTTP contract of a person's own protocols (docs/protocols.md, docs/api.md). The document is
 * the open file format; everything else here is how this server stores and shows it.
 */

export * from './custom-protocols.limits';

export const customProtocolIdParamsSchema = z.object({ id: recordId() });
export const customProtocolEntryParamsSchema = z.object({ id: recordId(), entryId: recordId('entryId') });
export const customProtocolDayParamsSchema = z.object({ id: recordId(), date: localDay('date') });
export const customProtocolPauseParamsSchema = z.object({ id: recordId(), pauseId: recordId('pauseId') });

export const customProtocolSchema = z.object({
  id: z.number().int().positive(),
  document: protocolDocumentSchema,
  /** Where it stands in the person's list, from 0. */
  position: z.number().int().min(0),
  archived: z.boolean(),
  onDashboard: z.boolean(),
  onChecklist: z.boolean(),
  /** When the person answered its safety questions, or null if it has none or they have not yet. */
  safetyAcknowledgedAt: isoInstant('safetyAcknowledgedAt').nullable(),
  /** Its reminder (PUT …/{id}/reminder), null while it has none. */
  reminder: protocolReminderSchema.nullable().optional(),
  createdAt: isoInstant('createdAt'),
  updatedAt: isoInstant('updatedAt'),
});
export type CustomProtocol = z.infer<typeof customProtocolSchema>;
export const customProtocolListSchema = z.object({ protocols: z.array(customProtocolSchema) });

const placement = {
  onDashboard: z.boolean({ message: 'onDashboard must be true or false' }).optional(),
  onChecklist: z.boolean({ message: 'onChecklist must be true or false' }).optional(),
};

/** POST /api/custom-protocols: a new protocol from a form, a template or an imported file. */
export const customProtocolCreateSchema = z.strictObject({ document: protocolDocumentSchema, ...placement });
/** PUT /api/custom-protocols/{id}: the whole document again; entries of removed components are kept, hidden. */
export const customProtocolReplaceSchema = z.strictObject({ document: protocolDocumentSchema });
/** PATCH /api/custom-protocols/{id}: where it shows and whether it is archived. */
export const customProtocolPatchSchema = z
  .strictObject({
    archived: z.boolean({ message: 'archived must be true or false' }).optional(),
    ...placement,
    safetyAcknowledged: z.literal(true).optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { message: 'Nothing to change' });
/** PUT /api/custom-protocols/order: every protocol id the person has, in the new order. */
export const customProtocolOrderSchema = z.strictObject({
  ids: z.array(recordId('ids[]')).max(MAX_PROTOCOLS_PER_PERSON, `ids holds at most ${MAX_PROTOCOLS_PER_PERSON} protocols`),
});
/** DELETE answers with what brings it back within PROTOCOL_UNDO_SECONDS. */
export const deletedCustomProtocolSchema = z.object({ id: z.number().int().positive(), undoUntil: isoInstant('undoUntil') });

const note = z.string().trim().max(MAX_NOTE_LENGTH, `note must be at most ${MAX_NOTE_LENGTH} characters`);

/**
 * One value of one component on one local day. `value` for every kind but text (a check is 1 for
 * done, 0 for an explicit "not done" such as a missed dose); `text` for a text component. Whether
 * the value fits the component (its scale, its kind) is checked against the stored document.
 */
export const customEntryCreateSchema = z.strictObject({
  componentId: z.string().min(1, 'componentId cannot be empty').max(40, 'componentId is not a component of this protocol'),
  date: localDay('date'),
  value: z
    .number({ message: 'value must be a number' })
    .refine(Number.isFinite, 'value must be a number')
    .min(0, 'value cannot be negative')
    .max(1_000_000_000, 'value is too large')
    .optional(),
  text: z
    .string()
    .trim()
    .min(1, 'text cannot be empty')
    .max(MAX_TEXT_VALUE_LENGTH, `text must be at most ${MAX_TEXT_VALUE_LENGTH} characters`)
    .optional(),
  note: note.optional(),
  source: z.enum(ENTRY_SOURCES, { message: `source must be one of ${ENTRY_SOURCES.join(', ')}` }).default('manual'),
});
export type CustomEntryCreate = z.infer<typeof customEntryCreateSchema>;
export const customEntryPatchSchema = z
  .strictObject({
    value: customEntryCreateSchema.shape.value,
    text: customEntryCreateSchema.shape.text,
    note: note.nullable().optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { message: 'Nothing to change' });

export const customEntrySchema = z.object({
  id: z.number().int().positive(),
  protocolId: z.number().int().positive(),
  componentId: z.string(),
  date: z.string(),
  value: z.number().nullable(),
  text: z.string().nullable(),
  note: z.string().nullable(),
  source: z.enum(ENTRY_SOURCES),
  createdAt: isoInstant('createdAt'),
  updatedAt: isoInstant('updatedAt'),
});
export type CustomEntry = z.infer<typeof customEntrySchema>;

/** PUT /api/custom-protocols/{id}/days/{date}/skip: the day neither breaks a streak nor lowers strength. */
export const customSkipSchema = z.strictObject({ reason: note.optional() });

/** POST /api/custom-protocols/{id}/pauses: vacation, illness; also silences the protocol's reminders. */
export const customPauseCreateSchema = z
  .strictObject({ from: localDay('from'), to: localDay('to'), reason: note.optional() })
  .refine((pause) => pause.from <= pause.to, { path: ['to'], message: 'to cannot be before from' });
export const customPauseSchema = z.object({
  id: z.number().int().positive(),
  from: z.string(),
  to: z.string(),
  reason: z.string().nullable(),
});
export type CustomPause = z.infer<typeof customPauseSchema>;

/** GET …/days?from&to: a range of local days, both ends included. */
export const dayRangeQuerySchema = z
  .object({ from: localDay('from'), to: localDay('to') })
  .refine((range) => range.from <= range.to, { path: ['to'], message: 'to cannot be before from' })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < MAX_DAY_RANGE, {
    path: ['to'],
    message: `a range spans at most ${MAX_DAY_RANGE} days`,
  });

export const customDaySchema = z.object({
  date: z.string(),
  state: z.enum(DAY_STATES),
  /** False on a day the schedule does not ask for (a weekday schedule's other days). */
  scheduled: z.boolean(),
  /** Per component: the day's figure (aggregated as its target says), null when nothing was logged. */
  figures: z.record(z.string(), z.number().nullable()),
  skipReason: z.string().nullable(),
  /** The person marked the day "I logged everything": its unlogged components count as not done. */
  loggedEverything: z.boolean(),
  entries: z.array(customEntrySchema),
});
export type CustomDay = z.infer<typeof customDaySchema>;

export const customDaysSchema = z.object({
  days: z.array(customDaySchema),
  /** The pauses that overlap the range or start after it (a planned holiday), earliest first. */
  pauses: z.array(customPauseSchema),
  /** Habit strength (0–100) at the end of the range, Loop Habit Tracker's model (docs/protocols.md). */
  strength: z.number().min(0).max(100),
  /** Days in the range per state: unknown days are counted, never as not done. */
  counts: z.record(z.enum(DAY_STATES), z.number().int().min(0)),
  /** Consecutive done days up to the range's end; skipped and paused days neither add nor break. */
  streak: z.number().int().min(0),
});
export type CustomDays = z.infer<typeof customDaysSchema>;

/** PUT/DELETE /api/custom-protocols/logged-everything/{date}: that day's unknowns become not done. */
export const loggedEverythingParamsSchema = z.object({ date: localDay('date') });
export const loggedEverythingSchema = z.object({ date: z.string(), loggedEverything: z.boolean() });

/**
 * GET /api/custom-protocols/days?from&to: the same range of days for every protocol the person
 * keeps (archived and deleted ones left out), in their order; what one page of many protocols reads.
 */
export const everyProtocolsDaysSchema = z.object({
  protocols: z.array(customDaysSchema.extend({ id: z.number().int().positive() })),
});
export type EveryProtocolsDays = z.infer<typeof everyProtocolsDaysSchema>;

/**
 * GET /api/custom-protocols/figures?from&to: what Progress shows of every protocol the person keeps
 * over a timeframe — days per state, habit strength and the streak — without the days themselves,
 * so a year of twenty protocols is a few hundred bytes, not megabytes of entries.
 */
export const everyProtocolsFiguresSchema = z.object({
  protocols: z.array(customDaysSchema.pick({ strength: true, counts: true, streak: true }).extend({ id: z.number().int().positive() })),
});
export type EveryProtocolsFigures = z.infer<typeof everyProtocolsFiguresSchema>;
