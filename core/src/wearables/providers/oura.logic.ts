/*
 * Daily values from Oura's API v2 records. The rules:
 *
 * - Oura's `day` is already the person's local day (the ring's own time zone), so it is the row's day.
 * - Sleep: one main sleep per day. A 'long_sleep' wins (the longest if several); without one, the
 *   longest 'sleep' period of at least three hours; shorter 'sleep' periods are naps. 'late_nap',
 *   'rest' and 'deleted' periods never count.
 * - The day's wake-up is its main sleep's `bedtime_end`.
 * - Steps: the daily activity's `steps`, whole, within 0–200,000 (steps.logic.ts).
 * - Readiness `temperature_deviation` is a difference from the person's own baseline, not a body
 *   temperature: it is kept as such (°C, two decimals, within ±5 °C), never as body temperature.
 * - Each value passes the ranges a typed reading must respect and is rounded as daily-aggregates
 *   rounds; an implausible value is left out on its own, the rest of the day is kept.
 * - The row is stamped with the latest instant that contributed: the main sleep's wake-up, or the
 *   readiness or activity record's `timestamp`. A day-level record without a time (SpO₂, or
 *   readiness or activity without `timestamp`) counts as noon UTC of its day: the row's day comes from `day` anyway, so the stamp
 *   only orders rows, and noon UTC stays within the same calendar date for most of the world
 *   (not for UTC+12 and beyond, e.g. Auckland, which is why `timestamp` is preferred when present).
 */
import type { LocalDate } from '../../common/calendar.logic';
import type { DailyValues } from '../daily-aggregates.logic';
import { plausibleSteps } from '../steps.logic';
import { plausibleQuantity, plausibleReadiness, plausibleSleepSeconds, plausibleTemperatureDeviation } from './provider-values.logic';

/** GET /v2/usercollection/daily_readiness (fields used). */
export type OuraReadiness = { day: string; score: number | null; temperature_deviation?: number | null; timestamp?: string };

/** GET /v2/usercollection/sleep (fields used). */
export type OuraSleep = {
  day: string;
  type: string /* 'long_sleep' | 'sleep' | 'late_nap' | 'rest' | 'deleted' */;
  bedtime_start: string;
  bedtime_end: string;
  /** Seconds asleep. */
  total_sleep_duration: number | null;
  /** RMSSD, ms. */
  average_hrv: number | null;
  lowest_heart_rate: number | null;
  /** Breaths per minute. */
  average_breath: number | null;
};

/** GET /v2/usercollection/daily_spo2 (fields used). */
export type OuraSpo2 = { day: string; spo2_percentage: { average: number } | null };

/** GET /v2/usercollection/daily_activity (fields used). */
export type OuraActivity = { day: string; steps: number | null; timestamp?: string };

const MIN_MAIN_SLEEP_SECONDS = 3 * 3600;

type Values = Omit<DailyValues, 'localDay' | 'at'>;

const isDay = (day: string): day is LocalDate => /^\d{4}-\d{2}-\d{2}$/.test(day);
const noonUtc = (day: LocalDate) => new Date(`${day}T12:00:00Z`);
const instant = (text: string | undefined) => {
  const date = text === undefined ? null : new Date(text);
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** Longer first; in a tie, the later wake-up; then the later start, so the input's order never decides. */
function isBetterSleep(candidate: OuraSleep, current: OuraSleep): boolean {
  const seconds = (sleep: OuraSleep) => sleep.total_sleep_duration ?? 0;
  if (seconds(candidate) !== seconds(current)) return seconds(candidate) > seconds(current);
  if (candidate.bedtime_end !== current.bedtime_end) return candidate.bedtime_end > current.bedtime_end;
  return candidate.bedtime_start > current.bedtime_start;
}

function mainSleeps(sleeps: OuraSleep[]): Map<LocalDate, OuraSleep> {
  const long = new Map<LocalDate, OuraSleep>();
  const other = new Map<LocalDate, OuraSleep>();
  for (const sleep of sleeps) {
    if (!isDay(sleep.day) || !instant(sleep.bedtime_end)) continue;
    const isLong = sleep.type === 'long_sleep';
    const isMainLength = sleep.type === 'sleep' && (sleep.total_sleep_duration ?? 0) >= MIN_MAIN_SLEEP_SECONDS;
    if (!isLong && !isMainLength) continue;
    const byDay = isLong ? long : other;
    const current = byDay.get(sleep.day);
    if (!current || isBetterSleep(sleep, current)) byDay.set(sleep.day, sleep);
  }
  for (const [day, sleep] of other) if (!long.has(day)) long.set(day, sleep);
  return long;
}

export function ouraDailyValues(input: {
  readiness: OuraReadiness[];
  sleep: OuraSleep[];
  spo2: OuraSpo2[];
  activity?: OuraActivity[];
}): DailyValues[] {
  const rows = new Map<LocalDate, DailyValues>();
  const add = (localDay: LocalDate, at: Date, values: Values) => {
    const present = Object.entries(values).filter(([, value]) => value !== undefined);
    // The wake-up goes with the night's values: a night with none left makes no day.
    if (present.every(([key]) => key === 'wokeAt')) return;
    const row = rows.get(localDay) ?? { localDay, at };
    if (at.getTime() > row.at.getTime()) row.at = at;
    rows.set(localDay, Object.assign(row, Object.fromEntries(present)));
  };

  for (const [day, sleep] of mainSleeps(input.sleep)) {
    // mainSleeps keeps only periods with a readable wake-up.
    const wokeAt = instant(sleep.bedtime_end)!;
    add(day, wokeAt, {
      wokeAt,
      sleepSeconds: plausibleSleepSeconds(sleep.total_sleep_duration),
      hrvMs: plausibleQuantity('hrv', sleep.average_hrv),
      heartRate: plausibleQuantity('restingHeartRate', sleep.lowest_heart_rate),
      respirationRate: plausibleQuantity('respirationRate', sleep.average_breath),
    });
  }
  // One readiness, activity and SpO₂ record per day; should a day repeat, the latest stamp wins.
  const byStamp = <T>(records: T[], at: (record: T) => Date) => [...records].sort((a, b) => at(a).getTime() - at(b).getTime());
  const readinessAt = (record: OuraReadiness) => instant(record.timestamp) ?? noonUtc(record.day);
  for (const record of byStamp(
    input.readiness.filter((r) => isDay(r.day)),
    readinessAt,
  )) {
    add(record.day, readinessAt(record), {
      readinessScore: plausibleReadiness(record.score),
      temperatureDeviationC: plausibleTemperatureDeviation(record.temperature_deviation),
    });
  }
  const activityAt = (record: OuraActivity) => instant(record.timestamp) ?? noonUtc(record.day);
  for (const record of byStamp(
    (input.activity ?? []).filter((r) => isDay(r.day)),
    activityAt,
  )) {
    add(record.day, activityAt(record), { steps: plausibleSteps(record.steps) });
  }
  for (const record of input.spo2.filter((r) => isDay(r.day))) {
    add(record.day, noonUtc(record.day), { oxygenSaturation: plausibleQuantity('oxygenSaturation', record.spo2_percentage?.average) });
  }
  return [...rows.values()].sort((a, b) => (a.localDay < b.localDay ? -1 : a.localDay > b.localDay ? 1 : 0));
}
