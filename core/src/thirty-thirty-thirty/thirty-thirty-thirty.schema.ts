import { z } from 'zod';
import { pastInstant, userIdField } from '../protocols/protocols.schema';
import { meetsThirtyThirtyThirty, THIRTY_VALIDATION_MESSAGE } from './thirty-thirty-thirty.logic';

const fields = {
  userId: userIdField.optional(),
  proteinAmount: z
    .number({ message: 'proteinAmount must be a number of grams' })
    .min(0, 'proteinAmount cannot be negative')
    .max(500, 'proteinAmount must be at most 500 g'),
  /** Seconds on the exercise timer. */
  exerciseDuration: z
    .number({ message: 'exerciseDuration must be a number of seconds' })
    .int('exerciseDuration must be whole seconds')
    .min(0, 'exerciseDuration cannot be negative')
    .max(86_400, 'exerciseDuration must be at most 86400 seconds'),
  /** Minutes between waking and the protein meal (guidance only, spec §5). */
  timeAfterWaking: z
    .number({ message: 'timeAfterWaking must be a number of minutes' })
    .min(0, 'timeAfterWaking cannot be negative')
    .max(1440, 'timeAfterWaking must be at most 1440 minutes')
    .nullable()
    .optional(),
  completed: z.boolean().optional(),
};

const completedNeedsTheRule = (log: { proteinAmount: number; exerciseDuration: number; completed?: boolean | undefined }) =>
  log.completed !== true || meetsThirtyThirtyThirty(log);

/** POST /api/protocols/thirty. `completed` may be omitted: the server decides from the rule. */
export const thirtyLogCreateSchema = z
  .object(fields)
  .refine(completedNeedsTheRule, { message: THIRTY_VALIDATION_MESSAGE, path: ['completed'] });
export type ThirtyLogCreate = z.infer<typeof thirtyLogCreateSchema>;

/** POST /api/thirty-thirty-thirty-logs: the same fields plus when the session happened. */
export const thirtyLogLegacyCreateSchema = z
  .object({ ...fields, timestamp: pastInstant('timestamp').optional() })
  .refine(completedNeedsTheRule, { message: THIRTY_VALIDATION_MESSAGE, path: ['completed'] });
export type ThirtyLogLegacyCreate = z.infer<typeof thirtyLogLegacyCreateSchema>;

/** PATCH /api/thirty-thirty-thirty-logs/{id}. */
export const thirtyLogPatchSchema = z.object({ completed: z.literal(true, { message: 'completed must be true' }) });

export const thirtyLogSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  proteinAmount: z.number(),
  exerciseDuration: z.number().int(),
  timeAfterWaking: z.number().nullable(),
  completed: z.boolean(),
  timestamp: z.string(),
});
export type ThirtyLog = z.infer<typeof thirtyLogSchema>;
