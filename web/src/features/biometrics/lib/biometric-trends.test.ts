import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { describe, expect, it } from 'vitest';
import { metricPoints, TREND_METRICS, trendMetrics, trendSummary } from './biometric-trends';

const metric = (id: string) => TREND_METRICS.find((entry) => entry.id === id)!;

let nextId = 1;
const log = (timestamp: string, readings: Partial<BiometricLog>): BiometricLog => ({
  id: nextId++,
  userId: 7,
  timestamp,
  weight: null,
  systolic: null,
  diastolic: null,
  heartRate: null,
  hrv: null,
  oxygenSaturation: null,
  respirationRate: null,
  bodyTemperature: null,
  temperatureUnit: 'F',
  sleepDuration: null,
  readinessScore: null,
  stressLevel: null,
  wearableSource: 'manual',
  ...readings,
});

// Newest first, as the API returns them.
const logs = [
  log('2026-11-09T12:00:00.000Z', { weight: 181.2, systolic: 118, diastolic: 76 }),
  log('2026-11-05T12:00:00.000Z', { heartRate: 60 }),
  log('2026-11-02T12:00:00.000Z', { weight: 184.6, systolic: 122, diastolic: 78 }),
];

describe('metricPoints', () => {
  it('keeps the readings of a metric, oldest first, in epoch seconds', () => {
    expect(metricPoints(logs, metric('weight'))).toEqual({
      x: [Date.parse('2026-11-02T12:00:00.000Z') / 1000, Date.parse('2026-11-09T12:00:00.000Z') / 1000],
      values: [[184.6, 181.2]],
    });
  });

  it('gives blood pressure two series', () => {
    expect(metricPoints(logs, metric('bloodPressure')).values).toEqual([
      [122, 118],
      [78, 76],
    ]);
    expect(metricPoints(logs, metric('sleep')).x).toEqual([]);
  });
});

describe('trendSummary', () => {
  const zone = 'America/New_York';

  it('gives the latest value and the change since the first reading', () => {
    expect(trendSummary(metricPoints(logs, metric('weight')), metric('weight'), zone)).toBe('Latest 181.2 lbs, −3.4 lbs since Nov 2');
  });

  it('summarises both blood-pressure series', () => {
    expect(trendSummary(metricPoints(logs, metric('bloodPressure')), metric('bloodPressure'), zone)).toBe(
      'Latest 118/76 mmHg, systolic −4, diastolic −2 mmHg since Nov 2',
    );
  });

  it('says what to do with fewer than two readings', () => {
    expect(trendSummary(metricPoints(logs, metric('heartRate')), metric('heartRate'), zone)).toBe(
      'Latest 60 BPM. Log at least two days to see a trend.',
    );
    expect(trendSummary(metricPoints(logs, metric('sleep')), metric('sleep'), zone)).toBe(
      "No sleep readings yet. Log today's biometrics above to start a trend.",
    );
  });

  it('shows no change and rises with a sign', () => {
    const flat = [log('2026-11-03T12:00:00.000Z', { heartRate: 60 }), log('2026-11-01T12:00:00.000Z', { heartRate: 60 })];
    expect(trendSummary(metricPoints(flat, metric('heartRate')), metric('heartRate'), zone)).toBe('Latest 60 BPM, ±0 BPM since Nov 1');
    const up = [log('2027-01-03T12:00:00.000Z', { sleepDuration: 7.5 }), log('2026-12-30T12:00:00.000Z', { sleepDuration: 6.25 })];
    expect(trendSummary(metricPoints(up, metric('sleep')), metric('sleep'), zone)).toBe('Latest 7.5 hours, +1.3 hours since Dec 30, 2026');
  });
});

describe('weight in kilograms', () => {
  const kg = trendMetrics('kg').find((entry) => entry.id === 'weight')!;

  it('relabels the weight metric and converts its values', () => {
    expect(kg.axisLabel).toBe('Weight (kg)');
    expect(trendMetrics('lbs')).toBe(TREND_METRICS);
    expect(trendSummary(metricPoints(logs, kg), kg, 'America/New_York')).toBe('Latest 82.2 kg, −1.5 kg since Nov 2');
    expect(trendSummary(metricPoints([log('2026-11-09T12:00:00.000Z', { weight: 180 })], kg), kg, 'UTC')).toBe(
      'Latest 81.6 kg. Log at least two days to see a trend.',
    );
  });
});
