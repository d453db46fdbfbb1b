import { describe, expect, it } from 'vitest';
import type { AppleRecord } from './apple-record.logic';
import {
  normalizeSourceName,
  parseDecimal,
  readBloodPressure,
  readQuantitySample,
  readSleepSample,
  readStepSample,
} from './apple-record.logic';

const at = '2024-03-10 07:14:02 -0800'; // 2024-03-10T15:14:02Z
const record = (type: string, unit: string, value: string): AppleRecord => ({
  type,
  unit,
  value,
  startDate: at,
  endDate: at,
  sourceName: 'iPhone',
});

describe('readQuantitySample', () => {
  it.each([
    ['HKQuantityTypeIdentifierBodyMass', 'kg', '72.4', 'weight', 72.4],
    ['HKQuantityTypeIdentifierBodyMass', 'lb', '165.2', 'weight', 74.933459524], // 165.2 × 0.45359237
    ['HKQuantityTypeIdentifierRestingHeartRate', 'count/min', '54', 'restingHeartRate', 54],
    ['HKQuantityTypeIdentifierHeartRateVariabilitySDNN', 'ms', '48.27', 'hrv', 48.27],
    ['HKQuantityTypeIdentifierOxygenSaturation', '%', '0.97', 'oxygenSaturation', 97],
    ['HKQuantityTypeIdentifierRespiratoryRate', 'count/min', '14.5', 'respirationRate', 14.5],
    ['HKQuantityTypeIdentifierBodyTemperature', 'degF', '98.6', 'bodyTemperature', 37],
    ['HKQuantityTypeIdentifierBodyTemperature', 'degC', '36.8', 'bodyTemperature', 36.8],
  ])('reads %s in %s', (type, unit, value, metric, canonical) => {
    const sample = readQuantitySample(record(type, unit, value));
    expect(sample?.metric).toBe(metric);
    expect(sample?.value).toBeCloseTo(canonical, 9);
    expect(sample?.at.toISOString()).toBe('2024-03-10T15:14:02.000Z');
    expect(sample?.source).toBe('iPhone');
  });

  it.each([
    // Raw heart rate is never a resting heart rate.
    ['HKQuantityTypeIdentifierHeartRate', 'count/min', '74'],
    ['HKQuantityTypeIdentifierStepCount', 'count', '1200'],
    ['HKQuantityTypeIdentifierActiveEnergyBurned', 'kcal', '0.12'],
    ['HKQuantityTypeIdentifierBodyMassIndex', 'count', '22.5312'],
    // Blood pressure is read only as a correlation's pair.
    ['HKQuantityTypeIdentifierBloodPressureSystolic', 'mmHg', '120'],
    ['HKQuantityTypeIdentifierHeartRateVariabilityRMSSD', 'ms', '40'],
  ])('skips %s', (type, unit, value) => {
    expect(readQuantitySample(record(type, unit, value))).toBeNull();
  });

  it.each([
    ['an empty value', { value: '' }],
    ['a value with a unit in it', { value: '72kg' }],
    ['a word', { value: 'NaN' }],
    ['an unknown unit', { unit: 'stone' }],
    ['no unit', { unit: undefined }],
    ['no dates', { startDate: undefined, endDate: undefined }],
    ['unreadable dates', { startDate: '10/03/2024', endDate: 'soon' }],
  ])('skips a record with %s', (_, change) => {
    expect(readQuantitySample({ ...record('HKQuantityTypeIdentifierBodyMass', 'kg', '72.4'), ...change })).toBeNull();
  });

  it('dates a sample by its start, or its end when the start is missing', () => {
    const summary = {
      ...record('HKQuantityTypeIdentifierRestingHeartRate', 'count/min', '52'),
      startDate: '2024-03-10 00:04:00 -0800',
      endDate: '2024-03-10 23:58:00 -0800',
    };
    expect(readQuantitySample(summary)?.at.toISOString()).toBe('2024-03-10T08:04:00.000Z');
    expect(readQuantitySample({ ...summary, startDate: undefined })?.at.toISOString()).toBe('2024-03-11T07:58:00.000Z');
  });

  it('reads a record shaped like a real export, with a curly apostrophe in its source', () => {
    // Source name and date as in dogsheep/healthkit-to-sqlite's tests/export.xml (a workout route).
    const sample = readQuantitySample({
      type: 'HKQuantityTypeIdentifierBodyMass',
      sourceName: 'Simon’s iPhone',
      unit: 'lb',
      value: '150',
      startDate: '2016-11-14 07:25:44 -0700',
      endDate: '2016-11-14 07:25:44 -0700',
    });
    expect(sample).toEqual({ metric: 'weight', value: 68.0388555, at: new Date('2016-11-14T14:25:44Z'), source: "Simon's iPhone" });
  });
});

describe('normalizeSourceName', () => {
  it.each([
    ['Apple\u00a0Watch', 'Apple Watch'], // as in dogsheep/healthkit-to-sqlite's tests/export.xml
    ['Simon’s iPhone', "Simon's iPhone"],
    ["Alexandre's Apple Watch", "Alexandre's Apple Watch"],
    ['  Health\u202fMate  ', 'Health Mate'],
    [undefined, ''],
  ])('writes %j as %j', (name, normalized) => {
    expect(normalizeSourceName(name)).toBe(normalized);
  });
});

describe('parseDecimal', () => {
  it.each([
    ['72', 72],
    ['0.97', 0.97],
    [' 22.5312 ', 22.5312],
    ['.5', 0.5],
    ['-1.5', -1.5],
    ['1e2', 100],
  ])('reads %j as %s', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(['', ' ', 'abc', '72 kg', '0x10', 'Infinity', '1,5', undefined])('refuses %j', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });
});

const sleep = (value: string, change: Partial<AppleRecord> = {}): AppleRecord => ({
  type: 'HKCategoryTypeIdentifierSleepAnalysis',
  sourceName: "Alexandre's Apple Watch",
  startDate: '2024-01-01 03:27:53 +0200',
  endDate: '2024-01-01 03:40:23 +0200',
  value,
  ...change,
});

describe('readSleepSample', () => {
  it.each([
    ['HKCategoryValueSleepAnalysisAsleep', true],
    ['HKCategoryValueSleepAnalysisAsleepUnspecified', true],
    ['HKCategoryValueSleepAnalysisAsleepCore', true],
    ['HKCategoryValueSleepAnalysisAsleepDeep', true],
    ['HKCategoryValueSleepAnalysisAsleepREM', true],
    ['HKCategoryValueSleepAnalysisInBed', false],
    ['HKCategoryValueSleepAnalysisAwake', false],
  ])('reads %s as asleep: %s', (value, asleep) => {
    // Dates and source from alxdrcirilo/apple-health-parser's tests/data/export.xml.
    expect(readSleepSample(sleep(value))).toEqual({
      start: new Date('2024-01-01T01:27:53Z'),
      end: new Date('2024-01-01T01:40:23Z'),
      asleep,
      source: "Alexandre's Apple Watch",
    });
  });

  it.each([
    ['another type', sleep('HKCategoryValueSleepAnalysisAsleepCore', { type: 'HKCategoryTypeIdentifierMindfulSession' })],
    ['an unknown value', sleep('HKCategoryValueSleepAnalysisDreaming')],
    ['no value', sleep('HKCategoryValueSleepAnalysisAsleepCore', { value: undefined })],
    ['an end before the start', sleep('HKCategoryValueSleepAnalysisAsleepCore', { endDate: '2024-01-01 03:27:52 +0200' })],
    ['an unreadable start', sleep('HKCategoryValueSleepAnalysisAsleepCore', { startDate: '2024-01-01 03:27' })],
    ['no end', sleep('HKCategoryValueSleepAnalysisAsleepCore', { endDate: undefined })],
  ])('skips %s', (_, input) => {
    expect(readSleepSample(input)).toBeNull();
  });
});

describe('readStepSample', () => {
  const steps = (overrides: Record<string, string | undefined> = {}) => ({
    type: 'HKQuantityTypeIdentifierStepCount',
    unit: 'count',
    value: '1234',
    startDate: '2024-05-01 23:50:00 +0200',
    endDate: '2024-05-02 00:05:00 +0200',
    sourceName: 'Simon’s Apple\u00a0Watch',
    ...overrides,
  });

  it('reads a count at its start, from its source', () => {
    expect(readStepSample(steps())).toEqual({ count: 1234, at: new Date('2024-05-01T21:50:00Z'), source: "Simon's Apple Watch" });
  });

  it.each([
    ['another type', { type: 'HKQuantityTypeIdentifierDistanceWalkingRunning' }],
    ['another unit', { unit: 'km' }],
    ['no value', { value: undefined }],
    ['a negative count', { value: '-5' }],
    ['no date', { startDate: undefined, endDate: undefined }],
  ])('ignores %s', (_, overrides) => {
    expect(readStepSample(steps(overrides))).toBeNull();
  });

  it('is not read as a quantity', () => {
    expect(readQuantitySample(steps())).toBeNull();
  });
});

describe('readBloodPressure', () => {
  const correlation: AppleRecord = {
    type: 'HKCorrelationTypeIdentifierBloodPressure',
    sourceName: 'Health Mate',
    startDate: '2024-03-10 21:05:00 -0700',
    endDate: '2024-03-10 21:05:00 -0700',
  };
  const systolic: AppleRecord = { type: 'HKQuantityTypeIdentifierBloodPressureSystolic', unit: 'mmHg', value: '124' };
  const diastolic: AppleRecord = { type: 'HKQuantityTypeIdentifierBloodPressureDiastolic', unit: 'mmHg', value: '79' };

  it('reads the pair, dated by the correlation', () => {
    expect(readBloodPressure(correlation, [diastolic, systolic])).toEqual({
      systolic: 124,
      diastolic: 79,
      at: new Date('2024-03-11T04:05:00Z'),
    });
  });

  it("takes a child's date when the correlation has none", () => {
    const dated = { ...systolic, startDate: '2024-03-10 21:06:00 -0700' };
    const undated = { type: correlation.type };
    expect(readBloodPressure(undated, [dated, diastolic])?.at.toISOString()).toBe('2024-03-11T04:06:00.000Z');
  });

  it.each([
    ['no diastolic', correlation, [systolic]],
    ['no systolic', correlation, [diastolic]],
    ['systolic equal to diastolic', correlation, [{ ...systolic, value: '79' }, diastolic]],
    ['systolic below diastolic', correlation, [{ ...systolic, value: '70' }, diastolic]],
    ['another unit', correlation, [{ ...systolic, unit: 'kPa' }, diastolic]],
    ['an unreadable value', correlation, [{ ...systolic, value: '' }, diastolic]],
    ['another correlation', { ...correlation, type: 'HKCorrelationTypeIdentifierFood' }, [systolic, diastolic]],
    ['no date at all', { type: correlation.type }, [systolic, diastolic]],
  ])('skips a reading with %s', (_, outer, children) => {
    expect(readBloodPressure(outer, children)).toBeNull();
  });
});
