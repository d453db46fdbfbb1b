import { z } from 'zod';
import { between, instant, logDay } from '../settings/export-fields';

/** A 30-30-30 session as the account export writes it (docs/data-export.md). */
export const exportedThirtyLogSchema = z.object({
  timestamp: instant,
  proteinGrams: z.number().min(0).max(500),
  exerciseSeconds: z.number().int().min(0).max(86_400),
  timeAfterWakingMinutes: between(0, 1440).nullable(),
  completed: z.boolean(),
  ...logDay,
});
export type ExportedThirtyLog = z.infer<typeof exportedThirtyLogSchema>;
