import { z } from 'zod';
import { pastInstant, userIdField } from '../protocols/protocols.schema';
import { FASTING_TARGET_HOURS } from './fasting.logic';

const targetHours = z
  .number({ message: 'targetHours must be a number of hours' })
  .refine((hours) => (FASTING_TARGET_HOURS as number[]).includes(hours), {
    message: `targetHours must be one of ${FASTING_TARGET_HOURS.join(', ')}`,
  });

/** POST /api/protocols/fasting and POST /api/fasting-logs. */
export const fastingStartSchema = z.strictObject({
  userId: userIdField.optional(),
  startTime: pastInstant('startTime'),
  targetHours,
  completed: z.literal(false, { message: 'A new fast cannot start completed' }).optional(),
});
export type FastingStart = z.infer<typeof fastingStartSchema>;

/**
 * PATCH /api/protocols/fasting/{id} and /api/fasting-logs/{id} (docs/decisions/0010):
 * - `endTime` alone ends a running fast then (a fast that has already ended stays as it was);
 * - `endTime: null` alone reopens an ended fast (Undo after End);
 * - with `startTime` or `targetHours`, the fields sent correct the fast (`endTime` too, null
 *   reopening it; left out, the stored end stays).
 * Any duration or completed flag sent is ignored: the server computes both from the times.
 */
export const fastingPatchSchema = z
  .strictObject({
    startTime: pastInstant('startTime').optional(),
    endTime: pastInstant('endTime').nullable().optional(),
    targetHours: targetHours.optional(),
    duration: z.number().nonnegative().optional(),
    completed: z.boolean().optional(),
  })
  .refine((patch) => patch.startTime !== undefined || patch.endTime !== undefined || patch.targetHours !== undefined, {
    message: 'Send endTime to end the fast, or startTime, endTime or targetHours to correct it',
  })
  .refine((patch) => !patch.startTime || !patch.endTime || Date.parse(patch.endTime) >= Date.parse(patch.startTime), {
    path: ['endTime'],
    message: 'endTime cannot be before startTime',
  });
export type FastingPatch = z.infer<typeof fastingPatchSchema>;

/** True when a patch corrects the fast rather than ending or reopening it. */
export const isFastCorrection = (patch: FastingPatch) => patch.startTime !== undefined || patch.targetHours !== undefined;

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
  /** The local day it counts on (yyyy-MM-dd): the day it ended; null while it runs. */
  localDay: z.string().nullable(),
});
export type FastingLog = z.infer<typeof fastingLogSchema>;
