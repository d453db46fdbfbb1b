/*
 * Daily values from Withings measure groups (Measure - Getmeas). The rules:
 *
 * - Only real measures (category 1) count: objectives (category 2) are goals, not readings.
 * - A measure's value is `value × 10^unit` (7234 with unit -2 is 72.34 kg).
 * - The day of a group is the local date of its `date` in the person's time zone.
 * - Weight: the last plausible weighing of the day.
 * - Blood pressure: the last group of the day holding a plausible systolic/diastolic pair, kept
 *   together. Heart rate is the pulse the cuff measured in that same group: a pulse measured
 *   without blood pressure (a scale's) is not a resting heart rate and is ignored.
 * - Values are rounded as daily-aggregates rounds (kg as measured, whole bpm and mmHg); the row is
 *   stamped with the latest group that contributed. In a tie of time, the higher group id wins,
 *   so the order of pages never decides.
 */
import type { LocalDate } from '../../common/calendar.logic';
import { localDateOf } from '../../common/calendar.logic';
import { isValidTimeZone } from '../../common/time-zone.logic';
import type { DailyValues } from '../daily-aggregates.logic';
import { isPlausibleBloodPressure, isPlausibleQuantity } from '../plausible.logic';
import { plausibleQuantity } from './provider-values.logic';

export type WithingsMeasure = { value: number; type: number; unit: number };

export type WithingsMeasureGroup = {
  grpid: number;
  /** Unix seconds. */
  date: number;
  /** 1 real measure, 2 objective. */
  category: number;
  measures: WithingsMeasure[];
};

export const WITHINGS_MEASURE_TYPES = { weightKg: 1, diastolic: 9, systolic: 10, heartPulse: 11 } as const;

const REAL_MEASURE = 1;

/** Dividing by a power of ten keeps 7234 × 10^-2 at exactly 72.34, where multiplying by 0.01 may not. */
export const withingsValue = (measure: WithingsMeasure) =>
  measure.unit < 0 ? measure.value / 10 ** -measure.unit : measure.value * 10 ** measure.unit;

const valueOf = (group: WithingsMeasureGroup, type: number) => {
  const measure = group.measures.find((candidate) => candidate.type === type);
  return measure ? withingsValue(measure) : undefined;
};

type Kept<T> = { value: T; at: number; grpid: number };
type Pressure = { systolic: number; diastolic: number; heartRate?: number };

const isLater = (at: number, grpid: number, current: Kept<unknown> | undefined) =>
  !current || at > current.at || (at === current.at && grpid > current.grpid);

const weightOf = (group: WithingsMeasureGroup) => plausibleQuantity('weight', valueOf(group, WITHINGS_MEASURE_TYPES.weightKg));

function pressureOf(group: WithingsMeasureGroup): Pressure | undefined {
  const systolic = valueOf(group, WITHINGS_MEASURE_TYPES.systolic);
  const diastolic = valueOf(group, WITHINGS_MEASURE_TYPES.diastolic);
  if (systolic === undefined || diastolic === undefined) return undefined;
  const pair = { systolic: Math.round(systolic), diastolic: Math.round(diastolic) };
  if (!isPlausibleBloodPressure(systolic, diastolic) || !isPlausibleBloodPressure(pair.systolic, pair.diastolic)) return undefined;
  const pulse = valueOf(group, WITHINGS_MEASURE_TYPES.heartPulse);
  const heartRate = pulse === undefined ? undefined : Math.round(pulse);
  return heartRate !== undefined && isPlausibleQuantity('restingHeartRate', heartRate) ? { ...pair, heartRate } : pair;
}

export function withingsDailyValues(groups: WithingsMeasureGroup[], timeZone: string): DailyValues[] {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const days = new Map<LocalDate, { weight?: Kept<number>; pressure?: Kept<Pressure> }>();
  for (const group of groups) {
    const at = group.date * 1000;
    if (group.category !== REAL_MEASURE || !Number.isFinite(at)) continue;
    const localDay = localDateOf(new Date(at), timeZone);
    const day = days.get(localDay) ?? {};
    const weight = weightOf(group);
    if (weight !== undefined && isLater(at, group.grpid, day.weight)) day.weight = { value: weight, at, grpid: group.grpid };
    const pressure = pressureOf(group);
    if (pressure && isLater(at, group.grpid, day.pressure)) day.pressure = { value: pressure, at, grpid: group.grpid };
    days.set(localDay, day);
  }

  const rows: DailyValues[] = [];
  for (const [localDay, { weight, pressure }] of days) {
    if (!weight && !pressure) continue;
    const at = Math.max(weight?.at ?? -Infinity, pressure?.at ?? -Infinity);
    rows.push({ localDay, at: new Date(at), ...(weight && { weightKg: weight.value }), ...pressure?.value });
  }
  return rows.sort((a, b) => (a.localDay < b.localDay ? -1 : a.localDay > b.localDay ? 1 : 0));
}
