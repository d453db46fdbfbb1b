import type { StepSample } from '../steps.logic';
import { toCelsius, toKilograms, toMilliseconds, toPercent, toPerMinute } from '../units.logic';
import { parseAppleDate } from './apple-date.logic';

/** The attributes of a `<Record>` (or `<Correlation>`) element of an Apple Health `export.xml`. */
export type AppleRecord = { type: string; unit?: string; value?: string; startDate?: string; endDate?: string; sourceName?: string };

/** Named as in IMPORT_METRICS, so a sample's metric is its import metric. */
export type QuantityMetric = 'weight' | 'restingHeartRate' | 'hrv' | 'oxygenSaturation' | 'respirationRate' | 'bodyTemperature';

export type QuantitySample = { metric: QuantityMetric; value: number /* canonical unit */; at: Date; source: string };

/**
 * The record types read as quantities, with the conversion to the unit the database keeps. Raw
 * heart rate is left out on purpose: workout and daytime beats are not a resting heart rate, so
 * only Apple's own daily RestingHeartRate is read. Blood-pressure records are read only as the
 * pairs inside their correlation (the export repeats them at top level too).
 */
const QUANTITY_TYPES = new Map<string, { metric: QuantityMetric; convert: (value: number, unit: string) => number | null }>([
  ['HKQuantityTypeIdentifierBodyMass', { metric: 'weight', convert: toKilograms }],
  ['HKQuantityTypeIdentifierRestingHeartRate', { metric: 'restingHeartRate', convert: toPerMinute }],
  ['HKQuantityTypeIdentifierHeartRateVariabilitySDNN', { metric: 'hrv', convert: toMilliseconds }],
  ['HKQuantityTypeIdentifierOxygenSaturation', { metric: 'oxygenSaturation', convert: toPercent }],
  ['HKQuantityTypeIdentifierRespiratoryRate', { metric: 'respirationRate', convert: toPerMinute }],
  ['HKQuantityTypeIdentifierBodyTemperature', { metric: 'bodyTemperature', convert: toCelsius }],
]);

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** A number written in an attribute, or null (Number('') would be 0, a reading nobody took). */
export function parseDecimal(text: string | undefined): number | null {
  if (text === undefined) return null;
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * A device's name as one plain string: exports write "Apple Watch" with a non-breaking space and
 * "Simon’s iPhone" with a curly apostrophe in some iOS versions and plain ones in others, and one
 * device should stay one source across exports.
 */
export function normalizeSourceName(name: string | undefined): string {
  return (name ?? '')
    .normalize('NFC')
    .replace(/[\s\u00a0\u2007\u202f]+/g, ' ')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .trim();
}

/**
 * When a sample counts: its start, as the Health app files it under a day. A daily summary such as
 * resting heart rate spans hours, and its start is the day it summarises. The end stands in when
 * the start is missing.
 */
function sampleInstant(record: AppleRecord): Date | null {
  return parseAppleDate(record.startDate ?? '') ?? parseAppleDate(record.endDate ?? '');
}

export function readQuantitySample(record: AppleRecord): QuantitySample | null {
  const kind = QUANTITY_TYPES.get(record.type);
  if (!kind) return null;
  const raw = parseDecimal(record.value);
  const at = sampleInstant(record);
  if (raw === null || at === null || record.unit === undefined) return null;
  const value = kind.convert(raw, record.unit);
  if (value === null) return null;
  return { metric: kind.metric, value, at, source: normalizeSourceName(record.sourceName) };
}

const STEP_TYPE = 'HKQuantityTypeIdentifierStepCount';

/** A step-count record: a count over a stretch of minutes, filed under the day of its start. */
export function readStepSample(record: AppleRecord): StepSample | null {
  if (record.type !== STEP_TYPE || record.unit?.trim() !== 'count') return null;
  const count = parseDecimal(record.value);
  const at = sampleInstant(record);
  if (count === null || count < 0 || at === null) return null;
  return { count, at, source: normalizeSourceName(record.sourceName) };
}

export type SleepSample = { start: Date; end: Date; asleep: boolean; source: string };

const SLEEP_TYPE = 'HKCategoryTypeIdentifierSleepAnalysis';

/** Apple's sleep values: `Asleep` before iOS 16, `AsleepUnspecified` and the three stages since. */
const SLEEP_VALUES = new Map([
  ['HKCategoryValueSleepAnalysisAsleep', true],
  ['HKCategoryValueSleepAnalysisAsleepUnspecified', true],
  ['HKCategoryValueSleepAnalysisAsleepCore', true],
  ['HKCategoryValueSleepAnalysisAsleepDeep', true],
  ['HKCategoryValueSleepAnalysisAsleepREM', true],
  ['HKCategoryValueSleepAnalysisInBed', false],
  ['HKCategoryValueSleepAnalysisAwake', false],
]);

export function readSleepSample(record: AppleRecord): SleepSample | null {
  if (record.type !== SLEEP_TYPE) return null;
  const asleep = SLEEP_VALUES.get(record.value?.trim() ?? '');
  const start = parseAppleDate(record.startDate ?? '');
  const end = parseAppleDate(record.endDate ?? '');
  if (asleep === undefined || start === null || end === null || end < start) return null;
  return { start, end, asleep, source: normalizeSourceName(record.sourceName) };
}

export type BloodPressureReading = { systolic: number; diastolic: number; at: Date };

const PRESSURE_TYPE = 'HKCorrelationTypeIdentifierBloodPressure';
const SYSTOLIC_TYPE = 'HKQuantityTypeIdentifierBloodPressureSystolic';
const DIASTOLIC_TYPE = 'HKQuantityTypeIdentifierBloodPressureDiastolic';

function millimetresOfMercury(records: readonly AppleRecord[], type: string): number | null {
  const record = records.find((child) => child.type === type);
  if (!record || record.unit?.trim() !== 'mmHg') return null;
  return parseDecimal(record.value);
}

/** One reading from a blood-pressure correlation and its two child records; both numbers are needed. */
export function readBloodPressure(correlation: AppleRecord, children: readonly AppleRecord[]): BloodPressureReading | null {
  if (correlation.type !== PRESSURE_TYPE) return null;
  const systolic = millimetresOfMercury(children, SYSTOLIC_TYPE);
  const diastolic = millimetresOfMercury(children, DIASTOLIC_TYPE);
  const at = sampleInstant(correlation) ?? children.map(sampleInstant).find((instant) => instant !== null) ?? null;
  if (systolic === null || diastolic === null || at === null || systolic <= diastolic) return null;
  return { systolic, diastolic, at };
}
