/*
 * One value per local day and metric from an import's samples. The rules:
 *
 * - The day of a sample is its local date in the person's time zone (DST included), whatever
 *   offset the file wrote beside it: a sample at 23:30 local belongs to that day, not the next.
 * - Weight: the last reading of the day (the latest instant; in a tie, the later in the file).
 * - Resting heart rate: the lowest of the day (raw heart rate is never read as resting).
 * - HRV (SDNN): the mean of the day.
 * - Blood pressure: the last systolic/diastolic pair of the day, kept together.
 * - Oxygen saturation, respiratory rate, body temperature: the mean of the day.
 * - Sleep: asleep time per wake-up day, as in sleep-nights.logic.ts (naps left out); the day's
 *   wake-up is the end of its last sleep session.
 * - Steps: per day, the source that counted the most, as in steps.logic.ts (never two sources
 *   added together).
 * - A sample outside the ranges a typed reading must respect (BIOMETRIC_RULES; zero counts as
 *   empty) is dropped before it is counted, so a 0 kg weighing never replaces the day's real one.
 * - Weight and body temperature are kept at full precision: they are stored in kg and °C but
 *   weighed and taken in lb or °F too, and a rounded kilogram reads back as another weight
 *   (176 lb would come back as 175.93 lb). Screens round them when they show them. The other
 *   values are rounded to what people read: 1 decimal for % and breaths/min; whole bpm, ms, mmHg
 *   and seconds. A rounded value is checked against the same ranges again.
 * - Each day is stamped with the latest instant that contributed to one of its values (for
 *   sleep, the wake-up).
 * - Memory stays bounded by days × metrics: running sums, minimums and last values, never every
 *   sample. Only asleep samples are kept until the end, to join them into nights.
 */
import type { LocalDate } from '../common/calendar.logic';
import { localDateOf } from '../common/calendar.logic';
import { isValidTimeZone } from '../common/time-zone.logic';
import { roundTo } from '../common/units.logic';
import type { BloodPressureReading, QuantityMetric, QuantitySample, SleepSample } from './apple-health/apple-record.logic';
import { isPlausibleBloodPressure, isPlausibleQuantity, isPlausibleSleepSeconds } from './plausible.logic';
import { sleepNights } from './sleep-nights.logic';
import { createStepCounter, type StepSample } from './steps.logic';
import type { ImportMetric } from './wearables.schema';

export type DailyValues = {
  localDay: LocalDate;
  /** The instant the row is stamped with: the latest sample that contributed (for sleep, the wake-up). */
  at: Date;
  weightKg?: number;
  heartRate?: number /* resting */;
  /** SDNN from Apple Health, RMSSD from Oura and WHOOP: the merge stamps the source's method. */
  hrvMs?: number;
  systolic?: number;
  diastolic?: number;
  oxygenSaturation?: number;
  respirationRate?: number;
  bodyTemperatureC?: number;
  sleepSeconds?: number;
  /** The wake-up that ended the day's main sleep. */
  wokeAt?: Date;
  /** The day's step count (whole, 0–200,000). */
  steps?: number;
  /** A wearable's own 0–100 score (Oura readiness, WHOOP recovery). */
  readinessScore?: number;
  /** Oura's nightly skin-temperature deviation from the person's baseline, in °C (not a body temperature). */
  temperatureDeviationC?: number;
  /** WHOOP's skin temperature asleep, in °C (not a body temperature). */
  skinTemperatureC?: number;
};

export type DailyAggregator = {
  addSample(sample: QuantitySample): void;
  addBloodPressure(reading: BloodPressureReading): void;
  addSleep(sample: SleepSample): void;
  addSteps(sample: StepSample): void;
  /** Samples accepted so far per metric (for the progress view). */
  sampleCounts(): Partial<Record<ImportMetric, number>>;
  /** The daily values, sorted by day. */
  finish(): DailyValues[];
};

type QuantityField = 'weightKg' | 'heartRate' | 'hrvMs' | 'oxygenSaturation' | 'respirationRate' | 'bodyTemperatureC';

export const DAILY_QUANTITY_RULES = {
  weight: { keep: 'last', decimals: null, field: 'weightKg' },
  restingHeartRate: { keep: 'lowest', decimals: 0, field: 'heartRate' },
  hrv: { keep: 'mean', decimals: 0, field: 'hrvMs' },
  oxygenSaturation: { keep: 'mean', decimals: 1, field: 'oxygenSaturation' },
  respirationRate: { keep: 'mean', decimals: 1, field: 'respirationRate' },
  bodyTemperature: { keep: 'mean', decimals: null, field: 'bodyTemperatureC' },
} as const satisfies Record<QuantityMetric, { keep: 'last' | 'lowest' | 'mean'; decimals: number | null; field: QuantityField }>;

/** A value as it is stored: rounded by its metric's rule, or as measured when the rule keeps full precision. */
export function storedQuantity(metric: QuantityMetric, value: number): number {
  const { decimals } = DAILY_QUANTITY_RULES[metric];
  return decimals === null ? value : roundTo(value, decimals);
}

const QUANTITY_METRICS: readonly QuantityMetric[] = [
  'weight',
  'restingHeartRate',
  'hrv',
  'oxygenSaturation',
  'respirationRate',
  'bodyTemperature',
];

/** `value` is the last value, the lowest, or the running sum, by the metric's rule; `at` the instant that counts. */
type Running = { value: number; count: number; at: number };
type Pressure = { systolic: number; diastolic: number; at: number };
type Day = { quantities: Partial<Record<QuantityMetric, Running>>; pressure?: Pressure };

function keep(running: Running | undefined, metric: QuantityMetric, value: number, at: number): Running {
  if (!running) return { value, count: 1, at };
  const count = running.count + 1;
  switch (DAILY_QUANTITY_RULES[metric].keep) {
    case 'last':
      return at >= running.at ? { value, count, at } : { ...running, count };
    case 'lowest':
      return value < running.value || (value === running.value && at >= running.at) ? { value, count, at } : { ...running, count };
    case 'mean':
      return { value: running.value + value, count, at: Math.max(running.at, at) };
  }
}

function dailyQuantity(metric: QuantityMetric, running: Running): number | null {
  const value = storedQuantity(metric, DAILY_QUANTITY_RULES[metric].keep === 'mean' ? running.value / running.count : running.value);
  return isPlausibleQuantity(metric, value) ? value : null;
}

export function createDailyAggregator(timeZone: string): DailyAggregator {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const days = new Map<LocalDate, Day>();
  const counts: Partial<Record<ImportMetric, number>> = {};
  const asleep: SleepSample[] = [];
  // Steps are not an import metric of the job's counts: they feed the steps protocols, not the readings list.
  const stepCounter = createStepCounter(timeZone);

  const dayOf = (instant: Date) => {
    const key = localDateOf(instant, timeZone);
    let day = days.get(key);
    if (!day) {
      day = { quantities: {} };
      days.set(key, day);
    }
    return day;
  };
  const count = (metric: ImportMetric) => {
    counts[metric] = (counts[metric] ?? 0) + 1;
  };

  return {
    addSample(sample) {
      if (!isPlausibleQuantity(sample.metric, sample.value) || Number.isNaN(sample.at.getTime())) return;
      const day = dayOf(sample.at);
      day.quantities[sample.metric] = keep(day.quantities[sample.metric], sample.metric, sample.value, sample.at.getTime());
      count(sample.metric);
    },
    addBloodPressure(reading) {
      if (!isPlausibleBloodPressure(reading.systolic, reading.diastolic) || Number.isNaN(reading.at.getTime())) return;
      const day = dayOf(reading.at);
      const at = reading.at.getTime();
      if (!day.pressure || at >= day.pressure.at) day.pressure = { systolic: reading.systolic, diastolic: reading.diastolic, at };
      count('bloodPressure');
    },
    addSleep(sample) {
      // In bed and awake are never sleep: not kept, not counted.
      if (!sample.asleep || !(sample.end.getTime() > sample.start.getTime())) return;
      asleep.push(sample);
      count('sleep');
    },
    addSteps(sample) {
      stepCounter.add(sample);
    },
    sampleCounts: () => ({ ...counts }),
    finish() {
      const rows = new Map<LocalDate, DailyValues>();
      const rowOf = (localDay: LocalDate, at: number) => {
        const row = rows.get(localDay) ?? { localDay, at: new Date(at) };
        if (at > row.at.getTime()) row.at = new Date(at);
        rows.set(localDay, row);
        return row;
      };
      for (const [localDay, day] of days) {
        for (const metric of QUANTITY_METRICS) {
          const running = day.quantities[metric];
          const value = running ? dailyQuantity(metric, running) : null;
          if (running && value !== null) rowOf(localDay, running.at)[DAILY_QUANTITY_RULES[metric].field] = value;
        }
        const pressure = day.pressure;
        if (pressure && isPlausibleBloodPressure(Math.round(pressure.systolic), Math.round(pressure.diastolic))) {
          Object.assign(rowOf(localDay, pressure.at), {
            systolic: Math.round(pressure.systolic),
            diastolic: Math.round(pressure.diastolic),
          });
        }
      }
      for (const [localDay, night] of sleepNights(asleep, timeZone)) {
        const seconds = Math.round(night.asleepSeconds);
        if (isPlausibleSleepSeconds(seconds))
          Object.assign(rowOf(localDay, night.wake.getTime()), { sleepSeconds: seconds, wokeAt: night.wake });
      }
      for (const [localDay, day] of stepCounter.finish()) rowOf(localDay, day.at.getTime()).steps = day.steps;
      return [...rows.values()].sort((a, b) => (a.localDay < b.localDay ? -1 : a.localDay > b.localDay ? 1 : 0));
    },
  };
}
