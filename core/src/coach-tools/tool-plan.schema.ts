import { z } from 'zod';
import { biometricCreateSchema } from '../biometrics/biometrics.schema';
import { CHECKLIST_ITEM_KEYS } from '../checklist/checklist.logic';
import { COLD_METHOD_VALUES } from '../cold-exposure/cold-exposure.logic';
import { localDay } from '../common/local-day.schema';
import { customEntryCreateSchema, customSkipSchema } from '../custom-protocols/custom-protocols.schema';
import { FASTING_TARGET_HOURS } from '../fasting/fasting.logic';
import { trackerCreatedLogSchema } from '../voice-journal/journal.schema';

// What a write tool would store, in the protocols' own API terms (docs/coach-tools.md): a proposal
// holds one plan, and confirming it writes exactly that plan. The first six kinds are the voice
// journal's (a spoken sentence makes the same plan); the last two come from the tools alone.

const count = z.number().nonnegative();
const instant = z.string().datetime({ offset: true });
// The readings as they are; the fields the create route fills in stay optional here, without defaults.
const { userId: _userId, temperatureUnit: _unit, wearableSource: _source, timestamp: _at, ...readings } = biometricCreateSchema.shape;
const readingLog = z.object({
  ...readings,
  temperatureUnit: z.enum(['F', 'C']).optional(),
  wearableSource: z.string().optional(),
  timestamp: instant.optional(),
});

export const logPlanSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('coldExposure'),
    log: z.object({
      exposureMethod: z.enum(COLD_METHOD_VALUES),
      temperature: z.number(),
      temperatureUnit: z.enum(['F', 'C']),
      duration: count,
      completed: z.boolean(),
      timestamp: instant.optional(),
    }),
  }),
  z.object({ kind: z.literal('biometrics'), log: readingLog }),
  z.object({
    kind: z.literal('fastStart'),
    startTime: z.string(),
    targetHours: z.number().refine((hours) => (FASTING_TARGET_HOURS as number[]).includes(hours)),
  }),
  z.object({ kind: z.literal('fastEnd'), endTime: z.string() }),
  z.object({ kind: z.literal('protein'), grams: count }),
  z.object({ kind: z.literal('exercise'), seconds: count }),
]);

const entry = customEntryCreateSchema.shape;
export const toolPlanSchema = z.discriminatedUnion('kind', [
  ...logPlanSchema.options,
  z.object({ kind: z.literal('checklistTick'), item: z.enum(CHECKLIST_ITEM_KEYS), date: localDay('date'), done: z.boolean() }),
  z.object({
    kind: z.literal('protocolEntry'),
    protocolId: z.number().int().positive(),
    componentId: entry.componentId,
    date: localDay('date'),
    value: entry.value,
    text: entry.text,
    note: entry.note,
    /** What the card names: the protocol's title and the component's label (and unit) when proposed. */
    shown: z.object({ protocol: z.string(), component: z.string(), unit: z.string().optional() }),
  }),
  z.object({
    kind: z.literal('protocolSkip'),
    protocolId: z.number().int().positive(),
    date: localDay('date'),
    reason: customSkipSchema.shape.reason,
    shown: z.object({ protocol: z.string() }),
  }),
]);
export type ToolPlan = z.infer<typeof toolPlanSchema>;
export type ToolPlanKind = ToolPlan['kind'];
export const TOOL_PLAN_KINDS = toolPlanSchema.options.map((option) => option.shape.kind.value) as readonly ToolPlanKind[];

/**
 * What confirming a plan wrote, to read it back: a tracker's log (as the voice journal records
 * it), a checklist day's item, or a value on one of the person's own protocols.
 */
export const appliedWriteSchema = z.union([
  trackerCreatedLogSchema,
  /** `before`: the item as it was, for Undo. */
  z.object({ kind: z.literal('checklist'), date: localDay('date'), item: z.enum(CHECKLIST_ITEM_KEYS), before: z.boolean() }),
  z.object({ kind: z.literal('customProtocolEntry'), protocolId: z.number().int().positive(), entryId: z.number().int().positive() }),
  /** `wasSkipped`: the day was skipped already, so Undo leaves it so. */
  z.object({ kind: z.literal('protocolSkip'), protocolId: z.number().int().positive(), date: localDay('date'), wasSkipped: z.boolean() }),
]);
export type AppliedWrite = z.infer<typeof appliedWriteSchema>;
