import { z } from 'zod';
import { instant, logDay } from '../settings/export-fields';
import { FASTING_TARGET_HOURS } from './fasting.logic';

/** A fast as the account export writes it (docs/data-export.md); a running one has no end. */
export const exportedFastSchema = z
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
  });
export type ExportedFast = z.infer<typeof exportedFastSchema>;
