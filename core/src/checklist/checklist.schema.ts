import { z } from 'zod';
import { localDay } from '../common/local-day.schema';
import { CHECKLIST_ITEM_KEYS, type ChecklistItemKey } from './checklist.logic';

const isoDate = localDay('date');

export const checklistDateParamsSchema = z.object({ date: isoDate });

const itemShape = Object.fromEntries(
  CHECKLIST_ITEM_KEYS.map((key) => [key, z.boolean({ message: `${key} must be true or false` }).optional()]),
) as Record<ChecklistItemKey, z.ZodOptional<z.ZodBoolean>>;

/** PATCH /api/daily-checklist/{date}: one or more items; unknown keys are refused. */
export const checklistPatchSchema = z.strictObject(itemShape).refine((patch) => Object.values(patch).some((value) => value !== undefined), {
  message: 'Send at least one checklist item',
  // Only when the keys themselves were fine: an unknown key is the one problem to report.
  when: (payload) => payload.issues.length === 0,
});
export type ChecklistPatch = z.infer<typeof checklistPatchSchema>;

export const checklistSchema = z.object({
  /** Null until the first item of that day is ticked. */
  id: z.number().int().nullable(),
  userId: z.number().int(),
  date: z.string(),
  ...(Object.fromEntries(CHECKLIST_ITEM_KEYS.map((key) => [key, z.boolean()])) as Record<ChecklistItemKey, z.ZodBoolean>),
});
export type Checklist = z.infer<typeof checklistSchema>;
