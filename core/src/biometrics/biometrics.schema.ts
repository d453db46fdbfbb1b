import { z } from 'zod';
import { ruledNumber } from '../common/number-rule.schema';
import { pastInstant, userIdField } from '../protocols/protocols.schema';
import { HRV_METHODS } from '../wearables/wearables.schema';
import {
  BIOMETRIC_RULES,
  BODY_TEMPERATURE_RANGE,
  hasAnyMeasurement,
  NO_MEASUREMENT_MESSAGE,
  PRESSURE_ORDER_MESSAGE,
} from './biometrics.logic';

const measurement = (field: keyof typeof BIOMETRIC_RULES) => ruledNumber(BIOMETRIC_RULES[field]).nullable().optional();

const readings = {
  weight: measurement('weight'),
  systolic: measurement('systolic'),
  diastolic: measurement('diastolic'),
  heartRate: measurement('heartRate'),
  hrv: measurement('hrv'),
  oxygenSaturation: measurement('oxygenSaturation'),
  respirationRate: measurement('respirationRate'),
  bodyTemperature: z.number({ message: 'bodyTemperature must be a number' }).nullable().optional(),
  sleepDuration: measurement('sleepDuration'),
  readinessScore: measurement('readinessScore'),
  stressLevel: measurement('stressLevel'),
};
const temperatureUnit = z.enum(['F', 'C'], { message: 'temperatureUnit must be F or C' });
const wearableSource = z.string().trim().min(1).max(40, 'wearableSource must be at most 40 characters');

type WholeRecord = z.infer<z.ZodObject<typeof readings>> & { temperatureUnit: 'F' | 'C' };

/** What must hold of a whole reading, on create and after an edit is merged into it. */
function checkRecord(record: WholeRecord, context: z.RefinementCtx) {
  if (!hasAnyMeasurement(record)) context.addIssue({ code: 'custom', message: NO_MEASUREMENT_MESSAGE });
  if (record.systolic != null && record.diastolic != null && record.systolic <= record.diastolic) {
    context.addIssue({ code: 'custom', message: PRESSURE_ORDER_MESSAGE, path: ['systolic'] });
  }
  if (record.bodyTemperature != null) {
    const range = BODY_TEMPERATURE_RANGE[record.temperatureUnit];
    if (record.bodyTemperature < range.min || record.bodyTemperature > range.max) {
      context.addIssue({
        code: 'custom',
        message: `bodyTemperature must be between ${BODY_TEMPERATURE_RANGE.F.min} and ${BODY_TEMPERATURE_RANGE.F.max} °F (${BODY_TEMPERATURE_RANGE.C.min} to ${BODY_TEMPERATURE_RANGE.C.max} °C)`,
        path: ['bodyTemperature'],
      });
    }
  }
}

/** POST /api/biometrics: the four basic readings or the fuller wearable record (docs/product.md §3). */
export const biometricCreateSchema = z
  .strictObject({
    userId: userIdField.optional(),
    ...readings,
    temperatureUnit: temperatureUnit.default('F'),
    wearableSource: wearableSource.default('manual'),
    timestamp: pastInstant('timestamp').optional(),
  })
  .superRefine(checkRecord);
export type BiometricCreate = z.infer<typeof biometricCreateSchema>;

/** A whole reading (the stored one with an edit applied), checked like a new one. */
export const biometricRecordSchema = z.object({ ...readings, temperatureUnit }).superRefine(checkRecord);

/** PATCH /api/biometrics/{id}: any reading (null clears it) and the time; the result must still be a reading. */
export const biometricPatchSchema = z
  .strictObject({
    ...readings,
    temperatureUnit: temperatureUnit.optional(),
    wearableSource: wearableSource.optional(),
    timestamp: pastInstant('timestamp').optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { message: 'Send at least one field to change' });
export type BiometricPatch = z.infer<typeof biometricPatchSchema>;

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
  /** A wearable's nightly skin-temperature deviation from the person's baseline, always in °C (Oura); null otherwise. */
  temperatureDeviation: nullableNumber,
  /** A wrist strap's skin temperature asleep, always in °C (WHOOP); lower than, and not, a body temperature. */
  skinTemperature: nullableNumber,
  wearableSource: z.string(),
  /** How the HRV was measured when a device reported it ('sdnn' from Apple Health, 'rmssd' from Oura or WHOOP); null when typed in. */
  hrvMethod: z.enum(HRV_METHODS).nullable(),
  /** The local day it counts on (yyyy-MM-dd), in the time zone it was logged in. */
  localDay: z.string(),
});
export type BiometricLog = z.infer<typeof biometricLogSchema>;
