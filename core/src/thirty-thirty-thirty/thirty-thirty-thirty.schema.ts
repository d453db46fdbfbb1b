import { z } from 'zod';
import { ruledNumber } from '../common/number-rule.schema';
import { pastInstant, userIdField } from '../protocols/protocols.schema';
import { meetsThirtyThirtyThirty, THIRTY_RULES, THIRTY_VALIDATION_MESSAGE } from './thirty-thirty-thirty.logic';

const proteinAmount = ruledNumber(THIRTY_RULES.proteinAmount);
/** Seconds on the exercise timer. */
const exerciseDuration = ruledNumber(THIRTY_RULES.exerciseDuration);
/** Minutes between waking and the protein meal (guidance only, docs/product.md §5). */
const timeAfterWaking = ruledNumber(THIRTY_RULES.timeAfterWaking).nullable();

const fields = {
  userId: userIdField.optional(),
  proteinAmount,
  exerciseDuration,
  timeAfterWaking: timeAfterWaking.optional(),
  completed: z.boolean().optional(),
};

const completedNeedsTheRule = (log: { proteinAmount: number; exerciseDuration: number; completed?: boolean | undefined }) =>
  log.completed !== true || meetsThirtyThirtyThirty(log);

/**
 * POST /api/protocols/thirty and POST /api/thirty-thirty-thirty-logs. `completed` may be omitted:
 * the server decides from the rule. `timestamp` is when the session happened (a session logged
 * offline sends it), else now.
 */
export const thirtyLogCreateSchema = z
  .strictObject({ ...fields, timestamp: pastInstant('timestamp').optional() })
  .refine(completedNeedsTheRule, { message: THIRTY_VALIDATION_MESSAGE, path: ['completed'] });
export type ThirtyLogCreate = z.infer<typeof thirtyLogCreateSchema>;

/**
 * PATCH /api/protocols/thirty/{id} and /api/thirty-thirty-thirty-logs/{id}: `{completed: true}`
 * marks a session completed (docs/product.md §4), and any field can be corrected. Completion is then decided
 * by the rule again; `completed: true` alongside asks the server to refuse numbers that miss it.
 */
export const thirtyLogPatchSchema = z
  .strictObject({
    proteinAmount: proteinAmount.optional(),
    exerciseDuration: exerciseDuration.optional(),
    timeAfterWaking: timeAfterWaking.optional(),
    timestamp: pastInstant('timestamp').optional(),
    completed: z.literal(true, { message: 'completed must be true' }).optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { message: 'Send at least one field to change' });
export type ThirtyLogPatch = z.infer<typeof thirtyLogPatchSchema>;

export const thirtyLogSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  proteinAmount: z.number(),
  exerciseDuration: z.number().int(),
  timeAfterWaking: z.number().nullable(),
  completed: z.boolean(),
  timestamp: z.string(),
  /** The local day it counts on (yyyy-MM-dd), in the time zone it was logged in. */
  localDay: z.string(),
});
export type ThirtyLog = z.infer<typeof thirtyLogSchema>;
