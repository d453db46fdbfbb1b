import { z } from 'zod';
import { pastInstant, userIdField } from '../protocols/protocols.schema';
import { BIOMETRIC_RANGES, BODY_TEMPERATURE_RANGE, hasAnyMeasurement } from './biometrics.logic';

type RangedField = keyof typeof BIOMETRIC_RANGES;

const measurement = (field: RangedField) => {
  const { min, max, unit } = BIOMETRIC_RANGES[field];
  const suffix = unit ? ` ${unit}` : '';
  return z
    .number({ message: `${field} must be a number` })
    .min(min, `${field} must be between ${min} and ${max}${suffix}`)
    .max(max, `${field} must be between ${min} and ${max}${suffix}`)
    .nullable()
    .optional();
};

/** POST /api/biometrics: the four basic readings or the fuller wearable record (spec §3). */
export const biometricCreateSchema = z
  .object({
    userId: userIdField.optional(),
    weight: measurement('weight'),
    systolic: measurement('systolic'),
    diastolic: measurement('diastolic'),
    heartRate: measurement('heartRate'),
    hrv: measurement('hrv'),
    oxygenSaturation: measurement('oxygenSaturation'),
    respirationRate: measurement('respirationRate'),
    bodyTemperature: z.number({ message: 'bodyTemperature must be a number' }).nullable().optional(),
    temperatureUnit: z.enum(['F', 'C'], { message: 'temperatureUnit must be F or C' }).default('F'),
    sleepDuration: measurement('sleepDuration'),
    readinessScore: measurement('readinessScore'),
    stressLevel: measurement('stressLevel'),
    wearableSource: z.string().trim().min(1).max(40, 'wearableSource must be at most 40 characters').default('manual'),
    timestamp: pastInstant('timestamp').optional(),
  })
  .refine(hasAnyMeasurement, { message: 'Enter at least one measurement' })
  .refine((record) => record.systolic == null || record.diastolic == null || record.systolic > record.diastolic, {
    message: 'systolic must be greater than diastolic',
    path: ['systolic'],
  })
  .refine(
    (record) => {
      if (record.bodyTemperature == null) return true;
      const range = BODY_TEMPERATURE_RANGE[record.temperatureUnit];
      return record.bodyTemperature >= range.min && record.bodyTemperature <= range.max;
    },
    {
      message: `bodyTemperature must be between ${BODY_TEMPERATURE_RANGE.F.min} and ${BODY_TEMPERATURE_RANGE.F.max} °F (${BODY_TEMPERATURE_RANGE.C.min} to ${BODY_TEMPERATURE_RANGE.C.max} °C)`,
      path: ['bodyTemperature'],
    },
  );
export type BiometricCreate = z.infer<typeof biometricCreateSchema>;

const nullableNumber = z.number().nullable();

export const biometricLogSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  timestamp: z.string(),
  weight: nullableNumber,
  systolic: nullableNumber,
  diastolic: nullableNumber,
  heartRate: nullableNumber,
  hrv: nullableNumber,
  oxygenSaturation: nullableNumber,
  respirationRate: nullableNumber,
  bodyTemperature: nullableNumber,
  temperatureUnit: z.enum(['F', 'C']),
  sleepDuration: nullableNumber,
  readinessScore: nullableNumber,
  stressLevel: nullableNumber,
  wearableSource: z.string(),
});
export type BiometricLog = z.infer<typeof biometricLogSchema>;
