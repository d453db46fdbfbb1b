/*
 * Daily values from WHOOP's API v2 sleeps and recoveries. The rules:
 *
 * - A night is a SCORED sleep that is not a nap; it belongs to the local day of its end (the
 *   wake-up) in the person's time zone, whatever `timezone_offset` the strap recorded.
 * - The day's wake-up is the kept night's `end`. WHOOP counts no steps.
 * - Asleep time is light + slow wave + REM: awake and in-bed time are not sleep.
 * - Two nights waking the same day: the longer is kept (in a tie, the later wake-up), so the order
 *   of pages never decides.
 * - The SCORED recovery of the kept night adds the recovery score, resting heart rate, HRV (RMSSD)
 *   and SpO₂. A recovery whose sleep is not among the nights is skipped: without its sleep there is
 *   no day to put it on. Its skin temperature is kept as a skin temperature (°C, 20–42), never as
 *   a body temperature.
 * - Each value passes the ranges a typed reading must respect and is rounded as daily-aggregates
 *   rounds; the row is stamped with the wake-up.
 */
import type { LocalDate } from '../../common/calendar.logic';
import { localDateOf } from '../../common/calendar.logic';
import { isValidTimeZone } from '../../common/time-zone.logic';

import type { DailyValues } from '../daily-aggregates.logic';
import { plausibleQuantity, plausibleReadiness, plausibleSkinTemperature, plausibleSleepSeconds } from './provider-values.logic';

export type WhoopScoreState = 'SCORED' | 'PENDING_SCORE' | 'UNSCORABLE';

/** GET /developer/v2/activity/sleep (fields used). */
export type WhoopSleep = {
  id: string;
  start: string;
  end: string;
  timezone_offset: string;
  nap: boolean;
  score_state: WhoopScoreState;
  score?: {
    stage_summary: {
      total_in_bed_time_milli?: number;
      total_awake_time_milli?: number;
      total_light_sleep_time_milli: number;
      total_slow_wave_sleep_time_milli: number;
      total_rem_sleep_time_milli: number;
    };
    respiratory_rate?: number | null;
    sleep_performance_percentage?: number | null;
  };
};

/** GET /developer/v2/recovery (fields used). */
export type WhoopRecovery = {
  cycle_id: number;
  sleep_id: string;
  score_state: WhoopScoreState;
  score?: {
    recovery_score: number;
    resting_heart_rate: number;
    hrv_rmssd_milli: number;
    spo2_percentage?: number | null;
    skin_temp_celsius?: number | null;
  };
};

type Night = { sleep: WhoopSleep; wake: Date; asleepMilli: number };

function nightOf(sleep: WhoopSleep): Night | null {
  if (sleep.score_state !== 'SCORED' || sleep.nap || !sleep.score) return null;
  const wake = new Date(sleep.end);
  if (Number.isNaN(wake.getTime())) return null;
  const stages = sleep.score.stage_summary;
  const asleepMilli =
    (stages.total_light_sleep_time_milli ?? 0) + (stages.total_slow_wave_sleep_time_milli ?? 0) + (stages.total_rem_sleep_time_milli ?? 0);
  return { sleep, wake, asleepMilli };
}

const isBetterNight = (candidate: Night, current: Night) =>
  candidate.asleepMilli !== current.asleepMilli
    ? candidate.asleepMilli > current.asleepMilli
    : candidate.wake.getTime() !== current.wake.getTime()
      ? candidate.wake.getTime() > current.wake.getTime()
      : candidate.sleep.id > current.sleep.id;

export function whoopDailyValues(input: { sleeps: WhoopSleep[]; recoveries: WhoopRecovery[] }, timeZone: string): DailyValues[] {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const nights = new Map<LocalDate, Night>();
  for (const sleep of input.sleeps) {
    const night = nightOf(sleep);
    if (!night) continue;
    const day = localDateOf(night.wake, timeZone);
    const current = nights.get(day);
    if (!current || isBetterNight(night, current)) nights.set(day, night);
  }
  const recoveryBySleep = new Map<string, NonNullable<WhoopRecovery['score']>>();
  for (const recovery of input.recoveries) {
    if (recovery.score_state === 'SCORED' && recovery.score) recoveryBySleep.set(recovery.sleep_id, recovery.score);
  }

  const rows: DailyValues[] = [];
  for (const [localDay, night] of nights) {
    const recovery = recoveryBySleep.get(night.sleep.id);
    const values = {
      wokeAt: night.wake,
      sleepSeconds: plausibleSleepSeconds(night.asleepMilli / 1000),
      respirationRate: plausibleQuantity('respirationRate', night.sleep.score?.respiratory_rate),
      readinessScore: plausibleReadiness(recovery?.recovery_score),
      heartRate: plausibleQuantity('restingHeartRate', recovery?.resting_heart_rate),
      hrvMs: plausibleQuantity('hrv', recovery?.hrv_rmssd_milli),
      oxygenSaturation: plausibleQuantity('oxygenSaturation', recovery?.spo2_percentage),
      skinTemperatureC: plausibleSkinTemperature(recovery?.skin_temp_celsius),
    };
    const present = Object.entries(values).filter(([, value]) => value !== undefined);
    // The wake-up goes with the night's values: a night with none left makes no day.
    if (present.some(([key]) => key !== 'wokeAt')) rows.push({ localDay, at: night.wake, ...Object.fromEntries(present) });
  }
  return rows.sort((a, b) => (a.localDay < b.localDay ? -1 : a.localDay > b.localDay ? 1 : 0));
}
