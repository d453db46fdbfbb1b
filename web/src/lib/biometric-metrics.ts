import type { WeightUnit } from './preferences';

// The biometric metrics charted on /biometrics and /progress: one catalogue for both.
export type BiometricField = 'weight' | 'systolic' | 'diastolic' | 'heartRate' | 'sleepDuration';

export type BiometricMetric = {
  id: 'weight' | 'bloodPressure' | 'heartRate' | 'sleep';
  label: string;
  unit: string;
  axisLabel: string;
  decimals: number;
  /** The series drawn for the metric; Blood Pressure is two. */
  fields: readonly { field: BiometricField; label: string }[];
};

/** Weight first: the default chart. Weight is in the API's pounds here; see `biometricMetricsFor`. */
export const BIOMETRIC_METRICS: readonly BiometricMetric[] = [
  { id: 'weight', label: 'Weight', unit: 'lbs', axisLabel: 'Weight (lbs)', decimals: 1, fields: [{ field: 'weight', label: 'Weight' }] },
  {
    id: 'bloodPressure',
    label: 'Blood Pressure',
    unit: 'mmHg',
    axisLabel: 'Blood pressure (mmHg)',
    decimals: 0,
    fields: [
      { field: 'systolic', label: 'Systolic' },
      { field: 'diastolic', label: 'Diastolic' },
    ],
  },
  {
    id: 'heartRate',
    label: 'Heart Rate',
    unit: 'BPM',
    axisLabel: 'Resting heart rate (BPM)',
    decimals: 0,
    fields: [{ field: 'heartRate', label: 'Heart rate' }],
  },
  {
    id: 'sleep',
    label: 'Sleep',
    unit: 'hours',
    axisLabel: 'Sleep (hours)',
    decimals: 1,
    fields: [{ field: 'sleepDuration', label: 'Sleep' }],
  },
];

/** The metrics with weight labelled in the unit chosen in Settings. */
export function biometricMetricsFor(weightUnit: WeightUnit): readonly BiometricMetric[] {
  if (weightUnit === 'lbs') return BIOMETRIC_METRICS;
  return BIOMETRIC_METRICS.map((metric) =>
    metric.id === 'weight' ? { ...metric, unit: weightUnit, axisLabel: `Weight (${weightUnit})` } : metric,
  );
}
