import { z } from 'zod';
import { userIdField } from '../protocols/protocols.schema';
import { COLD_METHOD_VALUES, COLD_TEMPERATURE_RANGE } from './cold-exposure.logic';

const exposureMethod = z.enum(COLD_METHOD_VALUES, { message: `exposureMethod must be one of ${COLD_METHOD_VALUES.join(', ')}` });
const temperatureUnit = z.enum(['F', 'C'], { message: 'temperatureUnit must be F or C' });
const temperature = z.number({ message: 'temperature must be a number' });
const duration = z
  .number({ message: 'duration must be a number of seconds' })
  .int('duration must be whole seconds')
  .positive('duration must be greater than 0')
  .max(86_400, 'duration must be at most 86400 seconds');

function temperatureInRange(log: { temperature?: number | undefined; temperatureUnit?: 'F' | 'C' | undefined }) {
  if (log.temperature === undefined) return true;
  const range = COLD_TEMPERATURE_RANGE[log.temperatureUnit ?? 'F'];
  return log.temperature >= range.min && log.temperature <= range.max;
}
const temperatureMessage = {
  message: `temperature must be between ${COLD_TEMPERATURE_RANGE.F.min} and ${COLD_TEMPERATURE_RANGE.F.max} °F (${COLD_TEMPERATURE_RANGE.C.min} to ${COLD_TEMPERATURE_RANGE.C.max} °C)`,
  path: ['temperature'],
};

/** POST /api/protocols/cold. */
export const coldLogCreateSchema = z
  .object({
    userId: userIdField.optional(),
    exposureMethod,
    temperature,
    temperatureUnit: temperatureUnit.default('F'),
    duration,
    completed: z.boolean().default(false),
  })
  .refine(temperatureInRange, temperatureMessage);
export type ColdLogCreate = z.infer<typeof coldLogCreateSchema>;

/** PATCH /api/protocols/cold/{id}: any of the fields, or just completed=true. */
export const coldLogPatchSchema = z
  .object({
    exposureMethod: exposureMethod.optional(),
    temperature: temperature.optional(),
    temperatureUnit: temperatureUnit.optional(),
    duration: duration.optional(),
    completed: z.boolean().optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { message: 'Send at least one field to change' })
  .refine(temperatureInRange, temperatureMessage);
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
});
export type ColdLog = z.infer<typeof coldLogSchema>;
