import { z } from 'zod';
import { between, instant, logDay } from '../settings/export-fields';
import { COLD_METHOD_VALUES } from './cold-exposure.logic';

/** A cold session as the account export writes it (docs/data-export.md). */
export const exportedColdLogSchema = z.object({
  timestamp: instant,
  exposureMethod: z.enum(COLD_METHOD_VALUES, { message: `must be one of ${COLD_METHOD_VALUES.join(', ')}` }),
  // "Cold" ends at 30 °C, as in the API.
  temperatureC: between(-60, 30),
  temperatureUnit: z.enum(['F', 'C']),
  durationSeconds: z.number().int().positive().max(86_400),
  completed: z.boolean(),
  ...logDay,
});
export type ExportedColdLog = z.infer<typeof exportedColdLogSchema>;
