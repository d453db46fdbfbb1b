/** Plausible human ranges; a value outside is a typo, not a reading. */
export const BIOMETRIC_RANGES = {
  weight: { min: 20, max: 1000, unit: 'lbs' },
  systolic: { min: 50, max: 260, unit: 'mmHg' },
  diastolic: { min: 30, max: 200, unit: 'mmHg' },
  heartRate: { min: 20, max: 250, unit: 'BPM' },
  hrv: { min: 0, max: 300, unit: 'ms' },
  oxygenSaturation: { min: 50, max: 100, unit: '%' },
  respirationRate: { min: 4, max: 60, unit: 'breaths/min' },
  sleepDuration: { min: 0, max: 24, unit: 'hours' },
  readinessScore: { min: 0, max: 100, unit: '' },
  stressLevel: { min: 0, max: 100, unit: '' },
} as const;

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

/** Spec §5: a value of 0 counts as empty, so a form of zeros cannot be submitted. */
export const isFilledMeasurement = (value: number | null | undefined) => typeof value === 'number' && Number.isFinite(value) && value !== 0;

export function hasAnyMeasurement(record: Partial<Record<BiometricMeasurement, number | null | undefined>>): boolean {
  return BIOMETRIC_MEASUREMENTS.some((key) => isFilledMeasurement(record[key]));
}
