import { describe, expect, it } from 'vitest';
import { rangeBiometrics, type StoredReading } from './range-biometrics.logic';

const reading = (day: string, values: Partial<Omit<StoredReading, 'day'>>): StoredReading => ({
  day,
  weightKg: null,
  systolic: null,
  diastolic: null,
  heartRate: null,
  sleepSeconds: null,
  ...values,
});

describe('rangeBiometrics', () => {
  it('shows each reading, the mean of each metric and its change from first to last', () => {
    const summary = rangeBiometrics([
      reading('2026-11-20', { weightKg: 80, heartRate: 60, sleepSeconds: 7 * 3600 }),
      reading('2026-11-21', { weightKg: 79, heartRate: 58 }),
    ]);
    expect(summary.points).toEqual([
      { date: '2026-11-20', weight: 176.4, systolic: null, diastolic: null, heartRate: 60, sleepDuration: 7 },
      { date: '2026-11-21', weight: 174.2, systolic: null, diastolic: null, heartRate: 58, sleepDuration: null },
    ]);
    expect(summary.averages).toEqual({ weight: 175.3, systolic: null, diastolic: null, heartRate: 59, sleepDuration: 7 });
    // One sleep reading is no change; two weights are.
    expect(summary.changes).toEqual({ weight: -1.2, systolic: null, diastolic: null, heartRate: -3.3, sleepDuration: null });
    expect(summary.heartRateTrend).toBeNull();
  });

  it('takes the change by local day, and the heart-rate trend from the last seven readings', () => {
    const heartRates = [70, 70, 70, 66, 62, 62, 62, 62];
    const readings = heartRates.map((heartRate, index) => reading(`2026-11-${String(10 + index).padStart(2, '0')}`, { heartRate }));
    // A reading of an earlier day stored later still counts as the earlier day's.
    const summary = rangeBiometrics([...readings, reading('2026-11-01', { weightKg: 90 }), reading('2026-11-02', { weightKg: 81 })]);
    expect(summary.changes.weight).toBe(-10);
    expect(summary.heartRateTrend).toEqual({ direction: 'improving', earlierAverage: 68.7, recentAverage: 62 });
  });
});
