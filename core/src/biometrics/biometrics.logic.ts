import type { NumberRule } from '../common/number-rule.schema';

/**
 * Plausible human ranges, the same in the form and the API; a value outside is a typo, not a
 * reading. Sleep is kept to the form's step of 0.1 hour.
 */
export const BIOMETRIC_RULES = {
  weight: { label: 'Weight', min: 20, max: 1000, unit: 'lbs' },
  systolic: { label: 'Systolic', min: 50, max: 260, unit: 'mmHg' },
  diastolic: { label: 'Diastolic', min: 30, max: 200, unit: 'mmHg' },
  heartRate: { label: 'Resting heart rate', min: 20, max: 250, unit: 'BPM' },
  hrv: { label: 'HRV', min: 0, max: 300, unit: 'ms' },
  oxygenSaturation: { label: 'Oxygen saturation', min: 50, max: 100, unit: '%' },
  respirationRate: { label: 'Respiration rate', min: 4, max: 60, unit: 'breaths/min' },
  sleepDuration: { label: 'Sleep', min: 0, max: 24, unit: 'hours', maxDecimals: 1 },
  readinessScore: { label: 'Readiness score', min: 0, max: 100 },
  stressLevel: { label: 'Stress level', min: 0, max: 100 },
} as const satisfies Record<string, NumberRule>;

export const BODY_TEMPERATURE_RANGE = { F: { min: 86, max: 113 }, C: { min: 30, max: 45 } } as const;

export const BIOMETRIC_MEASUREMENTS = [
  'weight',
  'systolic',
  'diastolic',
  'heartRate',
  'hrv',
  'oxygenSaturation',
  'respirationRate',
  'bodyTemperature',
  'sleepDuration',
  'readinessScore',
  'stressLevel',
] as const;
export type BiometricMeasurement = (typeof BIOMETRIC_MEASUREMENTS)[number];

/** docs/product.md §5: a value of 0 counts as empty, so a form of zeros cannot be submitted. */
export const isFilledMeasurement = (value: number | null | undefined) => typeof value === 'number' && Number.isFinite(value) && value !== 0;

export function hasAnyMeasurement(record: Partial<Record<BiometricMeasurement, number | null | undefined>>): boolean {
  return BIOMETRIC_MEASUREMENTS.some((key) => isFilledMeasurement(record[key]));
}

export const NO_MEASUREMENT_MESSAGE = 'Enter at least one measurement';
export const PRESSURE_ORDER_MESSAGE = 'Systolic must be greater than diastolic';
