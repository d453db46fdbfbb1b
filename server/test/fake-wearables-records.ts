import type { LocalDate } from '@uh/core/common/calendar.logic';
import { addDays, dayNumber } from '@uh/core/common/calendar.logic';
import type { OuraActivity, OuraReadiness, OuraSleep, OuraSpo2 } from '@uh/core/wearables/providers/oura.logic';
import type { WhoopRecovery, WhoopSleep } from '@uh/core/wearables/providers/whoop.logic';
import type { WithingsMeasureGroup } from '@uh/core/wearables/providers/withings.logic';

/*
 * The records the fake providers serve for a seeded local day, in each API's own shape. Values are
 * derived from the day number so every run and every day differs predictably; each day also
 * carries a record the mapping must leave out (an Oura nap, a Withings objective).
 */

export type OuraDay = {
  readiness: OuraReadiness & { id: string };
  sleep: (OuraSleep & { id: string })[];
  spo2: OuraSpo2 & { id: string };
  activity: OuraActivity & { id: string };
};

export function ouraRecords(day: LocalDate): OuraDay {
  const n = dayNumber(day);
  const asleepSeconds = 6 * 3600 + (n % 90) * 60;
  return {
    readiness: {
      id: `readiness-${day}`,
      day,
      score: 60 + (n % 35),
      temperature_deviation: ((n % 7) - 3) / 10,
      timestamp: `${day}T00:00:00+00:00`,
    },
    sleep: [
      {
        id: `sleep-${day}`,
        day,
        type: 'long_sleep',
        bedtime_start: `${addDays(day, -1)}T22:40:00+00:00`,
        bedtime_end: `${day}T06:40:00+00:00`,
        total_sleep_duration: asleepSeconds,
        average_hrv: 30 + (n % 40) + 0.4,
        lowest_heart_rate: 45 + (n % 15),
        average_breath: 13 + (n % 8) * 0.25,
      },
      {
        id: `nap-${day}`,
        day,
        type: 'late_nap',
        bedtime_start: `${day}T14:00:00+00:00`,
        bedtime_end: `${day}T14:40:00+00:00`,
        total_sleep_duration: 2100,
        average_hrv: 25,
        lowest_heart_rate: 40,
        average_breath: 12,
      },
    ],
    spo2: { id: `spo2-${day}`, day, spo2_percentage: { average: 95 + (n % 40) / 10 } },
    activity: { id: `activity-${day}`, day, steps: 4000 + (n % 90) * 97, timestamp: `${day}T04:00:00+00:00` },
  };
}

export type WhoopDay = { sleep: WhoopSleep & { user_id: number }; recovery: WhoopRecovery & { user_id: number } };

const WHOOP_USER_ID = 10129;
const MINUTE = 60_000;

export function whoopRecords(day: LocalDate): WhoopDay {
  const n = dayNumber(day);
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const light = (220 + (n % 40)) * MINUTE;
  const slowWave = 90 * MINUTE;
  const rem = 100 * MINUTE;
  const awake = 30 * MINUTE;
  return {
    sleep: {
      id,
      user_id: WHOOP_USER_ID,
      start: `${addDays(day, -1)}T22:30:00.000Z`,
      end: `${day}T06:30:00.000Z`,
      timezone_offset: '+00:00',
      nap: false,
      score_state: 'SCORED',
      score: {
        stage_summary: {
          total_in_bed_time_milli: 8 * 60 * MINUTE,
          total_awake_time_milli: awake,
          total_light_sleep_time_milli: light,
          total_slow_wave_sleep_time_milli: slowWave,
          total_rem_sleep_time_milli: rem,
        },
        respiratory_rate: 14 + (n % 10) / 8,
        sleep_performance_percentage: 80 + (n % 20),
      },
    },
    recovery: {
      cycle_id: n,
      sleep_id: id,
      user_id: WHOOP_USER_ID,
      score_state: 'SCORED',
      score: {
        recovery_score: 30 + (n % 65),
        resting_heart_rate: 48 + (n % 12),
        hrv_rmssd_milli: 40 + (n % 50) + 0.37,
        spo2_percentage: 95 + (n % 4) + 0.5,
        skin_temp_celsius: 33.5,
      },
    },
  };
}

const unixSeconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

export function withingsGroups(day: LocalDate): WithingsMeasureGroup[] {
  const n = dayNumber(day);
  const base = { attrib: 0, deviceid: 'fake-device', timezone: 'UTC' };
  return [
    {
      ...base,
      grpid: n * 10 + 1,
      date: unixSeconds(`${day}T07:00:00Z`),
      category: 1,
      measures: [{ value: 70_000 + (n % 200) * 17, type: 1, unit: -3 }],
    },
    {
      ...base,
      grpid: n * 10 + 2,
      date: unixSeconds(`${day}T07:05:00Z`),
      category: 1,
      measures: [
        { value: 115 + (n % 20), type: 10, unit: 0 },
        { value: 72 + (n % 12), type: 9, unit: 0 },
        { value: 58 + (n % 15), type: 11, unit: 0 },
      ],
    },
    // A weight goal: an objective, never a reading.
    { ...base, grpid: n * 10 + 3, date: unixSeconds(`${day}T00:00:00Z`), category: 2, measures: [{ value: 65, type: 1, unit: 0 }] },
  ];
}
