import type { BiometricPoint } from '@uh/core/progress/progress.schema';
import { describe, expect, it } from 'vitest';
import { BIOMETRIC_METRICS, biometricMetricsFor } from '#lib/biometric-metrics';
import { biometricsInUnit, metricColumns, metricSummary } from './chart-data';

const TODAY = '2026-11-22';

const reading = (date: string, values: Partial<BiometricPoint>): BiometricPoint => ({
  date,
  weight: null,
  systolic: null,
  diastolic: null,
  heartRate: null,
  sleepDuration: null,
  ...values,
});

describe('biometric chart data', () => {
  const [weight, bloodPressure] = BIOMETRIC_METRICS;

  it('averages several readings of one day and skips days without the metric', () => {
    const columns = metricColumns(
      [
        reading('2026-11-17', { weight: 180 }),
        reading('2026-11-16', { weight: 182, heartRate: 60 }),
        reading('2026-11-17', { weight: 181 }),
        reading('2026-11-18', { heartRate: 62 }),
      ],
      weight!,
    );
    expect(columns.dates).toEqual(['2026-11-16', '2026-11-17']);
    expect(columns.values).toEqual([[182, 180.5]]);
    expect(metricSummary(columns, weight!, 'day', TODAY)).toBe('Latest 180.5 lbs on Nov 17; 2 days charted.');
  });

  it('keeps blood pressure as two columns', () => {
    const columns = metricColumns([reading('2026-11-16', { systolic: 120, diastolic: 80 })], bloodPressure!);
    expect(columns.values).toEqual([[120], [80]]);
    expect(metricSummary(columns, bloodPressure!, 'day', TODAY)).toBe('Latest 120/80 mmHg on Nov 16; 1 day charted.');
    expect(metricSummary(metricColumns([], bloodPressure!), bloodPressure!, 'day', TODAY)).toBe(
      'No blood pressure readings in this period.',
    );
    expect(metricSummary(columns, bloodPressure!, 'week', TODAY)).toBe('Latest 120/80 mmHg in the week of Nov 16; 1 week charted.');
    // Seen from another year, the latest day carries its year.
    expect(metricSummary(columns, bloodPressure!, 'day', '2027-01-03')).toBe('Latest 120/80 mmHg on Nov 16, 2026; 1 day charted.');
  });
});

describe('weights in the chosen unit', () => {
  const biometrics = {
    resolution: 'reading' as const,
    points: [{ date: '2026-11-20', weight: 180, systolic: 120, diastolic: 80, heartRate: 60, sleepDuration: 7 }],
    averages: { weight: 180, systolic: 120, diastolic: 80, heartRate: 60, sleepDuration: 7 },
    changes: { weight: -1.5, systolic: null, diastolic: null, heartRate: null, sleepDuration: null },
    heartRateTrend: null,
  };

  it('converts points and averages to kilograms and relabels the weight metric', () => {
    const inKg = biometricsInUnit(biometrics, 'kg');
    expect(inKg.points[0]?.weight).toBe(81.6);
    expect(inKg.averages.weight).toBe(81.6);
    expect(inKg.changes.weight).toBe(-1.5);
    expect(biometricMetricsFor('kg').find((metric) => metric.id === 'weight')).toMatchObject({ unit: 'kg', axisLabel: 'Weight (kg)' });
    expect(biometricsInUnit(biometrics, 'lbs')).toBe(biometrics);
  });
});
