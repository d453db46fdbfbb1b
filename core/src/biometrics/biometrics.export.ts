import { z } from 'zod';
import { poundsToKilograms } from '../common/units.logic';
import { instant, logDay, reading } from '../settings/export-fields';
import { HRV_METHODS } from '../wearables/wearables.schema';
import { BIOMETRIC_RULES, BODY_TEMPERATURE_RANGE } from './biometrics.logic';

/** A biometric reading as the account export writes it (docs/data-export.md), in kilograms and °C. */
export const exportedBiometricLogSchema = z.object({
  timestamp: instant,
  // The weight rule is in pounds; the file holds kilograms (rounded out at the ends).
  weightKg: reading({
    min: Math.floor(poundsToKilograms(BIOMETRIC_RULES.weight.min)),
    max: Math.ceil(poundsToKilograms(BIOMETRIC_RULES.weight.max)),
  }),
  systolic: reading(BIOMETRIC_RULES.systolic),
  diastolic: reading(BIOMETRIC_RULES.diastolic),
  heartRate: reading(BIOMETRIC_RULES.heartRate),
  hrvMs: reading(BIOMETRIC_RULES.hrv),
  oxygenSaturation: reading(BIOMETRIC_RULES.oxygenSaturation),
  respirationRate: reading(BIOMETRIC_RULES.respirationRate),
  bodyTemperatureC: reading(BODY_TEMPERATURE_RANGE.C),
  temperatureUnit: z.enum(['F', 'C']),
  sleepSeconds: z.number().int().min(0).max(86_400, 'must be at most 86400 (24 hours)').nullable(),
  readinessScore: reading(BIOMETRIC_RULES.readinessScore),
  stressLevel: reading(BIOMETRIC_RULES.stressLevel),
  /** A wearable's skin-temperature deviation from baseline, °C. Optional: older files have none. */
  temperatureDeviationC: z.number().min(-5).max(5).nullable().optional(),
  /** A wrist strap's skin temperature asleep, °C. Optional: older files have none. */
  skinTemperatureC: z.number().min(20).max(42).nullable().optional(),
  wearableSource: z.string().min(1).max(40),
  /** How the HRV was measured by the device that reported it. Optional: older files have none. */
  hrvMethod: z.enum(HRV_METHODS).nullable().optional(),
  /** A daily value an import wrote (one per source and local day). Optional: older files have none. */
  imported: z.boolean().optional(),
  /** The wake-up that ended the day's main sleep, as a wearable told it. Written only when known. */
  wokeAt: instant.optional(),
  /** The day's steps, as a wearable counted them. Written only when known. */
  steps: z.number().int().min(0).max(200_000).optional(),
  ...logDay,
});
export type ExportedBiometricLog = z.infer<typeof exportedBiometricLogSchema>;
