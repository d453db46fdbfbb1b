import { z } from 'zod';
import { ruledNumber } from '../common/number-rule.schema';
import { pastInstant, userIdField } from '../protocols/protocols.schema';
import { COLD_DURATION_RULE, COLD_METHOD_VALUES, coldTemperatureError } from './cold-exposure.logic';

const exposureMethod = z.enum(COLD_METHOD_VALUES, { message: `exposureMethod must be one of ${COLD_METHOD_VALUES.join(', ')}` });
const temperatureUnit = z.enum(['F', 'C'], { message: 'temperatureUnit must be F or C' });
const temperature = z.number({ message: 'Temperature must be a number' });
const duration = ruledNumber(COLD_DURATION_RULE);

/** The temperature read in its unit; without a unit on a PATCH the service checks it in the stored one. */
function checkTemperature(log: { temperature?: number | undefined; temperatureUnit?: 'F' | 'C' | undefined }, context: z.RefinementCtx) {
  if (log.temperature === undefined || log.temperatureUnit === undefined) return;
  const message = coldTemperatureError(log.temperature, log.temperatureUnit);
  if (message) context.addIssue({ code: 'custom', message, path: ['temperature'] });
}

/** POST /api/protocols/cold; `timestamp` (when it happened) only from a write kept offline, else now. */
export const coldLogCreateSchema = z
  .strictObject({
    userId: userIdField.optional(),
    exposureMethod,
    temperature,
    temperatureUnit: temperatureUnit.default('F'),
    duration,
    completed: z.boolean().default(false),
    timestamp: pastInstant('timestamp').optional(),
  })
  .superRefine(checkTemperature);
export type ColdLogCreate = z.infer<typeof coldLogCreateSchema>;

/** PATCH /api/protocols/cold/{id}: any of the fields (the time included), or just completed=true. */
export const coldLogPatchSchema = z
  .strictObject({
    exposureMethod: exposureMethod.optional(),
    temperature: temperature.optional(),
    temperatureUnit: temperatureUnit.optional(),
    duration: duration.optional(),
    completed: z.boolean().optional(),
    timestamp: pastInstant('timestamp').optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { message: 'Send at least one field to change' })
  .superRefine(checkTemperature);
export type ColdLogPatch = z.infer<typeof coldLogPatchSchema>;

export const coldLogSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  exposureMethod: z.string(),
  temperature: z.number(),
  temperatureUnit: temperatureUnit,
  duration: z.number().int(),
  completed: z.boolean(),
  timestamp: z.string(),
  /** The local day it counts on (yyyy-MM-dd), in the time zone it was logged in. */
  localDay: z.string(),
});
export type ColdLog = z.infer<typeof coldLogSchema>;
