import { z } from 'zod';
import { pastInstant, userIdField } from '../protocols/protocols.schema';
import { FASTING_TARGET_HOURS } from './fasting.logic';

const targetHours = z
  .number({ message: 'targetHours must be a number of hours' })
  .refine((hours) => (FASTING_TARGET_HOURS as number[]).includes(hours), {
    message: `targetHours must be one of ${FASTING_TARGET_HOURS.join(', ')}`,
  });

/** POST /api/protocols/fasting and POST /api/fasting-logs. */
export const fastingStartSchema = z.object({
  userId: userIdField.optional(),
  startTime: pastInstant('startTime'),
  targetHours,
  completed: z.literal(false, { message: 'A new fast cannot start completed' }).optional(),
});
export type FastingStart = z.infer<typeof fastingStartSchema>;

/**
 * PATCH /api/protocols/fasting/{id} and /api/fasting-logs/{id}: the end time. Any duration or
 * completed flag sent is ignored: the server computes both from the stored times.
 */
export const fastingEndSchema = z.object({
  endTime: pastInstant('endTime'),
  duration: z.number().nonnegative().optional(),
  completed: z.boolean().optional(),
});
export type FastingEnd = z.infer<typeof fastingEndSchema>;

export const fastingLogSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  targetHours: z.number(),
  /** Seconds on the main flow; hours on /api/fasting-logs. */
  duration: z.number().nullable(),
  completed: z.boolean(),
  timestamp: z.string(),
});
export type FastingLog = z.infer<typeof fastingLogSchema>;
