import { describe, expect, it } from 'vitest';
import {
  metricPoints,
  TREND_METRICS,
  trendMetrics,
  trendSummary as summaryAt,
  type MetricPoints,
  type TrendMetric,
} from './biometric-trends';
import { testLog } from './test-log';

const metric = (id: string) => TREND_METRICS.find((entry) => entry.id === id)!;

const log = testLog;

const NOW = Date.parse('2026-11-21T12:00:00Z');
const trendSummary = (points: MetricPoints, trend: TrendMetric, timeZone: string) => summaryAt(points, trend, timeZone, NOW);

// Newest first, as the API returns them.
const logs = [
  log('2026-11-09T12:00:00.000Z', { weight: 181.2, systolic: 118, diastolic: 76 }),
  log('2026-11-05T12:00:00.000Z', { heartRate: 60 }),
  log('2026-11-02T12:00:00.000Z', { weight: 184.6, systolic: 122, diastolic: 78 }),
];

describe('metricPoints', () => {
  it('keeps the readings of a metric, oldest first, in epoch seconds', () => {
    const points = metricPoints(logs, metric('weight'));
    expect(points.x).toEqual([Date.parse('2026-11-02T12:00:00.000Z') / 1000, Date.parse('2026-11-09T12:00:00.000Z') / 1000]);
    expect(points.values).toEqual([[184.6, 181.2]]);
    // Typed in only: one line, named as before.
    expect(points.series).toEqual([{ label: 'Weight', fieldIndex: 0, source: 'manual', values: [184.6, 181.2] }]);
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
      'Only one reading so far: 60 BPM. Log another day to see a trend.',
    );
    expect(trendSummary(metricPoints(logs, metric('sleep')), metric('sleep'), zone)).toBe(
      "No sleep readings yet. Log today's biometrics above to start a trend.",
    );
  });

  it('reports no change for a series with a single reading among several', () => {
    const mixed = [log('2026-11-09T12:00:00.000Z', { systolic: 118, diastolic: 76 }), log('2026-11-02T12:00:00.000Z', { systolic: 122 })];
    expect(trendSummary(metricPoints(mixed, metric('bloodPressure')), metric('bloodPressure'), zone)).toBe(
      'Latest 118/76 mmHg, systolic −4 mmHg since Nov 2',
    );
  });

  it('shows no change and rises with a sign', () => {
    const flat = [log('2026-11-03T12:00:00.000Z', { heartRate: 60 }), log('2026-11-01T12:00:00.000Z', { heartRate: 60 })];
    expect(trendSummary(metricPoints(flat, metric('heartRate')), metric('heartRate'), zone)).toBe('Latest 60 BPM, ±0 BPM since Nov 1');
    const up = [log('2027-01-03T12:00:00.000Z', { sleepDuration: 7.5 }), log('2026-12-30T12:00:00.000Z', { sleepDuration: 6.25 })];
    const newYear = Date.parse('2027-01-04T12:00:00Z');
    expect(summaryAt(metricPoints(up, metric('sleep')), metric('sleep'), zone, newYear)).toBe(
      'Latest 7.5 hours, +1.3 hours since Dec 30, 2026',
    );
  });

  it('dates readings of another year with their year, even when all of them are from that year', () => {
    const old = [log('2024-03-09T12:00:00.000Z', { weight: 180 }), log('2024-01-01T12:00:00.000Z', { weight: 182 })];
    expect(trendSummary(metricPoints(old, metric('weight')), metric('weight'), zone)).toBe('Latest 180 lbs, −2 lbs since Jan 1, 2024');
  });

  it('writes sleep to one decimal, as the history does', () => {
    const nights = [log('2026-11-03T12:00:00.000Z', { sleepDuration: 7 }), log('2026-11-01T12:00:00.000Z', { sleepDuration: 6.25 })];
    expect(trendSummary(metricPoints(nights, metric('sleep')), metric('sleep'), zone)).toBe('Latest 7.0 hours, +0.8 hours since Nov 1');
  });
});

describe('weight in kilograms', () => {
  const kg = trendMetrics('kg').find((entry) => entry.id === 'weight')!;

  it('relabels the weight metric and converts its values', () => {
    expect(kg.axisLabel).toBe('Weight (kg)');
    expect(trendMetrics('lbs')).toBe(TREND_METRICS);
    expect(trendSummary(metricPoints(logs, kg), kg, 'America/New_York')).toBe('Latest 82.2 kg, −1.5 kg since Nov 2');
    expect(trendSummary(metricPoints([log('2026-11-09T12:00:00.000Z', { weight: 180 })], kg), kg, 'UTC')).toBe(
      'Only one reading so far: 81.6 kg. Log another day to see a trend.',
    );
  });
});

describe('readings from devices', () => {
  const zone = 'UTC';

  it('draws a line per source, named by its source, and a typed reading wins its day', () => {
    const mixed = [
      log('2026-11-04T12:00:00.000Z', { weight: 181, wearableSource: 'apple_health' }),
      log('2026-11-03T18:00:00.000Z', { weight: 180 }),
      log('2026-11-03T12:00:00.000Z', { weight: 183, wearableSource: 'apple_health' }),
      log('2026-11-02T12:00:00.000Z', { weight: 182, wearableSource: 'apple_health' }),
    ];
    const points = metricPoints(mixed, metric('weight'));
    expect(points.values).toEqual([[182, 180, 181]]);
    expect(points.series).toEqual([
      { label: 'Weight · Entered by hand', fieldIndex: 0, source: 'manual', values: [null, 180, null] },
      { label: 'Weight · Apple Health', fieldIndex: 0, source: 'apple_health', values: [182, null, 181] },
    ]);
    expect(trendSummary(points, metric('weight'), zone)).toBe('Latest 181 lbs, −1 lbs since Nov 2');
  });

  it('names the source of an imported line even when it is the only one', () => {
    const imported = [log('2026-11-02T12:00:00.000Z', { systolic: 120, diastolic: 80, wearableSource: 'apple_health' })];
    expect(metricPoints(imported, metric('bloodPressure')).series.map((series) => series.label)).toEqual([
      'Systolic · Apple Health',
      'Diastolic · Apple Health',
    ]);
  });

  it('never joins HRV measured two ways in one line, and keeps a typed HRV apart', () => {
    const hrv = [
      log('2026-11-04T12:00:00.000Z', { hrv: 40, hrvMethod: 'rmssd', wearableSource: 'oura' }),
      log('2026-11-03T12:00:00.000Z', { hrv: 52, hrvMethod: 'sdnn', wearableSource: 'apple_health' }),
      log('2026-11-02T12:00:00.000Z', { hrv: 48, hrvMethod: 'sdnn', wearableSource: 'apple_health' }),
      log('2026-11-01T12:00:00.000Z', { hrv: 60 }),
    ];
    const points = metricPoints(hrv, metric('hrv'));
    expect(points.fields.map((spec) => spec.label)).toEqual(['HRV (SDNN)', 'HRV (RMSSD)', 'HRV']);
    expect(points.series).toEqual([
      { label: 'HRV (SDNN) · Apple Health', fieldIndex: 0, source: 'apple_health', values: [null, 48, 52, null] },
      { label: 'HRV (RMSSD) · Oura', fieldIndex: 1, source: 'oura', values: [null, null, null, 40] },
      { label: 'HRV · Entered by hand', fieldIndex: 2, source: 'manual', values: [60, null, null, null] },
    ]);
    expect(trendSummary(points, metric('hrv'), zone)).toBe('Latest HRV (SDNN) 52 ms, +4 since Nov 2; HRV (RMSSD) 40 ms; HRV 60 ms.');
  });

  it('summarises HRV of one method like any other metric', () => {
    const sdnn = [
      log('2026-11-03T12:00:00.000Z', { hrv: 52, hrvMethod: 'sdnn', wearableSource: 'apple_health' }),
      log('2026-11-02T12:00:00.000Z', { hrv: 48, hrvMethod: 'sdnn', wearableSource: 'apple_health' }),
    ];
    const points = metricPoints(sdnn, metric('hrv'));
    expect(points.series.map((series) => series.label)).toEqual(['HRV (SDNN) · Apple Health']);
    expect(trendSummary(points, metric('hrv'), zone)).toBe('Latest 52 ms, +4 ms since Nov 2');
  });

  it('shows docs/product.md’s four chips always and the device ones once they have readings', () => {
    expect(TREND_METRICS.filter((entry) => entry.isAlwaysShown).map((entry) => entry.id)).toEqual([
      'weight',
      'bloodPressure',
      'heartRate',
      'sleep',
    ]);
  });
});
