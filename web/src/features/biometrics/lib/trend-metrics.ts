import type { HrvMethod } from '@uh/core/wearables/wearables.schema';
import { BIOMETRIC_METRICS, biometricMetricsFor, type BiometricField, type BiometricMetric } from '#lib/biometric-metrics';
import type { WeightUnit } from '#lib/preferences';
import { hrvLabel } from './reading-source';

// The /biometrics charts: docs/product.md's four metrics (shared with /progress), and the readings that
// devices bring in (HRV, oxygen, breathing), shown only once there are some.
export type TrendField = BiometricField | 'hrv' | 'oxygenSaturation' | 'respirationRate';

export type TrendFieldSpec = {
  field: TrendField;
  label: string;
  /** HRV only: the values measured this way (null: typed in). Methods differ, so they never share a line. */
  hrvMethod?: HrvMethod | null;
};

export type TrendMetric = Omit<BiometricMetric, 'id' | 'fields'> & {
  id: BiometricMetric['id'] | 'hrv' | 'oxygenSaturation' | 'respirationRate';
  fields: readonly TrendFieldSpec[];
  /** docs/product.md's chips show even at 0; the device-only ones appear with their first reading. */
  isAlwaysShown: boolean;
};

const DEVICE_METRICS: readonly TrendMetric[] = [
  {
    id: 'hrv',
    label: 'HRV',
    unit: 'ms',
    axisLabel: 'Heart rate variability (ms)',
    decimals: 0,
    fields: [
      { field: 'hrv', label: hrvLabel('sdnn'), hrvMethod: 'sdnn' },
      { field: 'hrv', label: hrvLabel('rmssd'), hrvMethod: 'rmssd' },
      { field: 'hrv', label: hrvLabel(null), hrvMethod: null },
    ],
    isAlwaysShown: false,
  },
  {
    id: 'oxygenSaturation',
    label: 'Oxygen',
    unit: '%',
    axisLabel: 'Oxygen saturation (%)',
    decimals: 0,
    fields: [{ field: 'oxygenSaturation', label: 'Oxygen saturation' }],
    isAlwaysShown: false,
  },
  {
    id: 'respirationRate',
    label: 'Respiratory Rate',
    unit: 'breaths/min',
    axisLabel: 'Respiratory rate (breaths/min)',
    decimals: 1,
    fields: [{ field: 'respirationRate', label: 'Respiratory rate' }],
    isAlwaysShown: false,
  },
];

const withSpecMetrics = (metrics: readonly BiometricMetric[]): TrendMetric[] => [
  ...metrics.map((metric) => ({ ...metric, isAlwaysShown: true })),
  ...DEVICE_METRICS,
];

/** Every metric, weight in pounds as the API sends it. */
export const TREND_METRICS: readonly TrendMetric[] = withSpecMetrics(BIOMETRIC_METRICS);

/** Every metric, weight labelled in the unit chosen in Settings. */
export const trendMetrics = (weightUnit: WeightUnit): readonly TrendMetric[] =>
  weightUnit === 'lbs' ? TREND_METRICS : withSpecMetrics(biometricMetricsFor(weightUnit));
