import { describe, expect, it } from 'vitest';
import { kilogramsToPounds, poundsToKilograms, roundTo } from '../common/units.logic';
import type { QuantityMetric, SleepSample } from './apple-health/apple-record.logic';
import { readQuantitySample } from './apple-health/apple-record.logic';
import { createDailyAggregator } from './daily-aggregates.logic';

const sample = (metric: QuantityMetric, value: number, at: string) => ({ metric, value, at: new Date(at), source: 'iPhone' });
const sleep = (start: string, end: string, asleep = true): SleepSample => ({
  start: new Date(start),
  end: new Date(end),
  asleep,
  source: 'Apple Watch',
});

describe('createDailyAggregator', () => {
  it('keeps the last weight of the day by time, not by file order', () => {
    const days = createDailyAggregator('UTC');
    days.addSample(sample('weight', 80.0, '2024-05-01T07:00:00Z'));
    days.addSample(sample('weight', 80.64, '2024-05-01T21:00:00Z'));
    days.addSample(sample('weight', 80.3, '2024-05-01T12:00:00Z'));
    expect(days.finish()).toEqual([{ localDay: '2024-05-01', at: new Date('2024-05-01T21:00:00Z'), weightKg: 80.64 }]);
  });

  it('never lets an implausible weighing replace the real one', () => {
    const days = createDailyAggregator('UTC');
    days.addSample(sample('weight', 72.4, '2024-05-01T07:00:00Z'));
    days.addSample(sample('weight', 0, '2024-05-01T08:00:00Z')); // a scale stepped off
    days.addSample(sample('weight', 500, '2024-05-01T09:00:00Z')); // 1102 lb, above the 1000 lb rule
    days.addSample(sample('weight', 5, '2024-05-01T10:00:00Z')); // 11 lb, below the 20 lb rule
    expect(days.finish()).toEqual([{ localDay: '2024-05-01', at: new Date('2024-05-01T07:00:00Z'), weightKg: 72.4 }]);
    expect(days.sampleCounts()).toEqual({ weight: 1 });
  });

  it('keeps the lowest resting heart rate and the mean HRV', () => {
    const days = createDailyAggregator('UTC');
    days.addSample(sample('restingHeartRate', 58, '2024-05-01T06:00:00Z'));
    days.addSample(sample('restingHeartRate', 52.4, '2024-05-01T12:00:00Z'));
    days.addSample(sample('restingHeartRate', 55, '2024-05-01T18:00:00Z'));
    days.addSample(sample('hrv', 40, '2024-05-01T03:00:00Z'));
    days.addSample(sample('hrv', 45, '2024-05-01T04:00:00Z'));
    days.addSample(sample('hrv', 52.5, '2024-05-01T05:00:00Z'));
    // HRV: (40 + 45 + 52.5) / 3 = 45.83 → 46 ms. Stamped with the latest sample that counted: the 18:00 heart rate did not.
    expect(days.finish()).toEqual([{ localDay: '2024-05-01', at: new Date('2024-05-01T12:00:00Z'), heartRate: 52, hrvMs: 46 }]);
    expect(days.sampleCounts()).toEqual({ restingHeartRate: 3, hrv: 3 });
  });

  it('averages oxygen saturation and respiratory rate to one decimal, body temperature in full', () => {
    const days = createDailyAggregator('UTC');
    for (const value of [97, 96, 98.5]) days.addSample(sample('oxygenSaturation', value, '2024-05-01T03:00:00Z'));
    for (const value of [14, 15, 15.5]) days.addSample(sample('respirationRate', value, '2024-05-01T03:00:00Z'));
    for (const value of [36.6, 36.9, 37]) days.addSample(sample('bodyTemperature', value, '2024-05-01T03:00:00Z'));
    expect(days.finish()).toEqual([
      // 291.5 / 3 = 97.17; 44.5 / 3 = 14.83; 110.5 / 3 = 36.83
      {
        localDay: '2024-05-01',
        at: new Date('2024-05-01T03:00:00Z'),
        oxygenSaturation: 97.2,
        respirationRate: 14.8,
        bodyTemperatureC: 110.5 / 3,
      },
    ]);
  });

  it.each([
    ['hrv', 0],
    ['hrv', 301],
    ['restingHeartRate', 15],
    ['oxygenSaturation', 45],
    ['respirationRate', 2],
    ['bodyTemperature', 25],
    ['bodyTemperature', Number.NaN],
  ] as const)('drops an implausible %s of %s and does not count it', (metric, value) => {
    const days = createDailyAggregator('UTC');
    days.addSample(sample(metric, value, '2024-05-01T03:00:00Z'));
    expect(days.finish()).toEqual([]);
    expect(days.sampleCounts()).toEqual({});
  });

  it('leaves out a mean that rounds to nothing', () => {
    const days = createDailyAggregator('UTC');
    days.addSample(sample('hrv', 0.3, '2024-05-01T03:00:00Z'));
    expect(days.finish()).toEqual([]);
  });

  it('keeps the last blood-pressure pair together', () => {
    const days = createDailyAggregator('UTC');
    days.addBloodPressure({ systolic: 131, diastolic: 84, at: new Date('2024-05-01T20:00:00Z') });
    days.addBloodPressure({ systolic: 118, diastolic: 90, at: new Date('2024-05-01T08:00:00Z') });
    days.addBloodPressure({ systolic: 300, diastolic: 70, at: new Date('2024-05-01T21:00:00Z') }); // above 260
    days.addBloodPressure({ systolic: 80, diastolic: 90, at: new Date('2024-05-01T22:00:00Z') }); // reversed
    expect(days.finish()).toEqual([{ localDay: '2024-05-01', at: new Date('2024-05-01T20:00:00Z'), systolic: 131, diastolic: 84 }]);
    expect(days.sampleCounts()).toEqual({ bloodPressure: 2 });
  });

  it('puts a sample at 23:30 local on that local day, in a zone behind UTC', () => {
    const days = createDailyAggregator('America/New_York');
    days.addSample(sample('weight', 81, '2024-05-02T03:30:00Z')); // 23:30 EDT on 1 May
    days.addSample(sample('weight', 80, '2024-05-02T04:15:00Z')); // 00:15 EDT on 2 May
    expect(days.finish()).toEqual([
      { localDay: '2024-05-01', at: new Date('2024-05-02T03:30:00Z'), weightKg: 81 },
      { localDay: '2024-05-02', at: new Date('2024-05-02T04:15:00Z'), weightKg: 80 },
    ]);
  });

  it('puts a sample at 23:30 local on that local day, in a zone ahead of UTC', () => {
    const days = createDailyAggregator('Asia/Kolkata');
    days.addSample(sample('restingHeartRate', 61, '2024-05-01T18:00:00Z')); // 23:30 IST on 1 May
    expect(days.finish().map((day) => day.localDay)).toEqual(['2024-05-01']);
  });

  it("uses the person's zone, not the offset the export wrote", () => {
    // An export made in winter writes a July weighing with -0800: 23:30 -0800 is 00:30 PDT on 2 July.
    const weighing = readQuantitySample({
      type: 'HKQuantityTypeIdentifierBodyMass',
      unit: 'lb',
      value: '165.2',
      startDate: '2024-07-01 23:30:00 -0800',
      sourceName: 'Simon’s iPhone',
    });
    const days = createDailyAggregator('America/Los_Angeles');
    if (weighing) days.addSample(weighing);
    // 165.2 lb × 0.45359237 = 74.93 kg, kept whole: read back in pounds it is the 165.2 weighed.
    const [day] = days.finish();
    expect(day).toEqual({ localDay: '2024-07-02', at: new Date('2024-07-02T07:30:00Z'), weightKg: poundsToKilograms(165.2) });
    expect(roundTo(kilogramsToPounds(day!.weightKg!), 2)).toBe(165.2);
  });

  it('adds sleep and its wake-up to the wake-up day and stamps the day with the later of the wake-up and the samples', () => {
    const days = createDailyAggregator('Europe/Amsterdam');
    days.addSleep(sleep('2024-05-01T20:30:00Z', '2024-05-02T05:00:00Z', false)); // in bed 22:30–07:00
    days.addSleep(sleep('2024-05-01T21:00:00Z', '2024-05-02T04:40:20Z')); // asleep 23:00–06:40:20
    days.addSleep(sleep('2024-05-02T12:00:00Z', '2024-05-02T12:30:00Z')); // a nap at 14:00
    days.addSleep(sleep('2024-05-02T21:30:00Z', '2024-05-03T05:00:00Z')); // the next night
    days.addSample(sample('weight', 70, '2024-05-03T05:30:00Z')); // 07:30 on 3 May
    expect(days.finish()).toEqual([
      {
        localDay: '2024-05-02',
        at: new Date('2024-05-02T04:40:20Z'),
        sleepSeconds: 7 * 3600 + 40 * 60 + 20,
        wokeAt: new Date('2024-05-02T04:40:20Z'),
      },
      {
        localDay: '2024-05-03',
        at: new Date('2024-05-03T05:30:00Z'),
        sleepSeconds: 7.5 * 3600,
        wokeAt: new Date('2024-05-03T05:00:00Z'),
        weightKg: 70,
      },
    ]);
    expect(days.sampleCounts()).toEqual({ sleep: 3, weight: 1 });
  });

  it('takes the wake-up of the last sleep session of a broken night, never of a nap', () => {
    const days = createDailyAggregator('UTC');
    days.addSleep(sleep('2024-05-01T23:00:00Z', '2024-05-02T02:00:00Z')); // woke at 02:00 for two hours
    days.addSleep(sleep('2024-05-02T04:00:00Z', '2024-05-02T07:15:00Z'));
    days.addSleep(sleep('2024-05-02T13:00:00Z', '2024-05-02T13:40:00Z')); // a nap
    const [day] = days.finish();
    expect(day).toMatchObject({ localDay: '2024-05-02', sleepSeconds: (3 + 3.25) * 3600, wokeAt: new Date('2024-05-02T07:15:00Z') });
  });

  it('counts the day’s steps from the source that counted the most, never two sources added together', () => {
    const days = createDailyAggregator('Europe/Amsterdam');
    const steps = (count: number, at: string, source: string) => days.addSteps({ count, at: new Date(at), source });
    steps(4000, '2024-05-02T07:00:00Z', 'iPhone');
    steps(3000, '2024-05-02T15:00:00Z', 'iPhone'); // the phone: 7000
    steps(5000, '2024-05-02T07:00:00Z', 'Apple Watch');
    steps(3500, '2024-05-02T16:00:00Z', 'Apple Watch'); // the watch, worn the same walks: 8500
    steps(900, '2024-05-02T22:30:00Z', 'iPhone'); // 00:30 in Amsterdam: the next day
    expect(days.finish()).toEqual([
      { localDay: '2024-05-02', at: new Date('2024-05-02T16:00:00Z'), steps: 8500 },
      { localDay: '2024-05-03', at: new Date('2024-05-02T22:30:00Z'), steps: 900 },
    ]);
    // Steps feed the steps protocols, not the import's counts of readings.
    expect(days.sampleCounts()).toEqual({});
  });

  it('drops a day with more than 24 hours of sleep', () => {
    const days = createDailyAggregator('UTC');
    days.addSleep(sleep('2024-05-01T00:00:00Z', '2024-05-02T06:00:00Z'));
    expect(days.finish()).toEqual([]);
  });

  it('sorts days whatever order the samples came in', () => {
    const days = createDailyAggregator('UTC');
    days.addSample(sample('hrv', 50, '2024-05-03T03:00:00Z'));
    days.addSample(sample('hrv', 50, '2023-12-31T03:00:00Z'));
    days.addSample(sample('hrv', 50, '2024-05-01T03:00:00Z'));
    expect(days.finish().map((day) => day.localDay)).toEqual(['2023-12-31', '2024-05-01', '2024-05-03']);
  });

  it('refuses an unknown time zone', () => {
    expect(() => createDailyAggregator('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
