import { describe, expect, it } from 'vitest';
import type { OuraActivity, OuraReadiness, OuraSleep, OuraSpo2 } from './oura.logic';
import { ouraDailyValues } from './oura.logic';

// The providers' documented example responses (shapes and values as published), kept with the tests.
const DOCUMENTED: Record<string, unknown> = {
  'v2-daily_readiness.readme-values.json': {
    data: [
      {
        contributors: {
          activity_balance: 56,
          body_temperature: 98,
          hrv_balance: 75,
          previous_day_activity: null,
          previous_night: 35,
          recovery_index: 47,
          resting_heart_rate: 94,
          sleep_balance: 73,
        },
        day: '2021-10-27',
        score: 66,
        temperature_deviation: -0.2,
        temperature_trend_deviation: 0.1,
        timestamp: '2021-10-27T00:00:00+00:00',
      },
    ],
    next_token: null,
  },
};
const peerData = <T>(file: string) => DOCUMENTED[file] as { data: T[]; records: T[]; next_token: string | null };

const sleep = (overrides: Partial<OuraSleep> & Pick<OuraSleep, 'day'>): OuraSleep => ({
  type: 'long_sleep',
  bedtime_start: `${overrides.day}T00:00:00+00:00`,
  bedtime_end: `${overrides.day}T07:00:00+00:00`,
  total_sleep_duration: 7 * 3600,
  average_hrv: 42.4,
  lowest_heart_rate: 51,
  average_breath: 14.375,
  ...overrides,
});

const empty = { readiness: [], sleep: [], spo2: [] };

describe('ouraDailyValues', () => {
  it('maps the documented readiness response to a readiness score and a temperature deviation (not a body temperature)', () => {
    const readiness = peerData<OuraReadiness>('v2-daily_readiness.readme-values.json').data;
    expect(ouraDailyValues({ ...empty, readiness })).toEqual([
      { localDay: '2021-10-27', at: new Date('2021-10-27T00:00:00Z'), readinessScore: 66, temperatureDeviationC: -0.2 },
    ]);
  });

  it('keeps a deviation within ±5 °C, rounded to hundredths, and drops a sensor fault', () => {
    const day = (temperature_deviation: number | null) => [{ day: '2024-03-05', score: null, temperature_deviation }];
    expect(ouraDailyValues({ ...empty, readiness: day(0.314) })[0]?.temperatureDeviationC).toBe(0.31);
    expect(ouraDailyValues({ ...empty, readiness: day(7) })).toEqual([]);
    expect(ouraDailyValues({ ...empty, readiness: day(null) })).toEqual([]);
  });

  it('takes the wake-up, sleep, HRV, lowest heart rate and breathing from the main sleep, stamped with the wake-up', () => {
    const night = sleep({
      day: '2024-03-05',
      bedtime_start: '2024-03-04T23:10:00+01:00',
      bedtime_end: '2024-03-05T07:02:30+01:00',
      total_sleep_duration: 25_290.4,
      average_hrv: 38.6,
      lowest_heart_rate: 48,
      average_breath: 13.875,
    });
    expect(ouraDailyValues({ ...empty, sleep: [night] })).toEqual([
      {
        localDay: '2024-03-05',
        at: new Date('2024-03-05T06:02:30Z'),
        wokeAt: new Date('2024-03-05T06:02:30Z'),
        sleepSeconds: 25_290,
        hrvMs: 39,
        heartRate: 48,
        respirationRate: 13.9,
      },
    ]);
  });

  it('prefers the long sleep, the longest if several, over a longer ordinary sleep and any nap', () => {
    const day = '2024-03-05';
    const periods = [
      sleep({ day, type: 'sleep', total_sleep_duration: 9 * 3600, lowest_heart_rate: 60 }),
      sleep({ day, type: 'long_sleep', total_sleep_duration: 4 * 3600, lowest_heart_rate: 55 }),
      sleep({ day, type: 'long_sleep', total_sleep_duration: 6 * 3600, lowest_heart_rate: 50 }),
      sleep({ day, type: 'late_nap', total_sleep_duration: 10 * 3600, lowest_heart_rate: 40 }),
      sleep({ day, type: 'deleted', total_sleep_duration: 11 * 3600, lowest_heart_rate: 41 }),
    ];
    const [row] = ouraDailyValues({ ...empty, sleep: periods });
    expect(row).toMatchObject({ sleepSeconds: 6 * 3600, heartRate: 50 });
    expect(ouraDailyValues({ ...empty, sleep: [...periods].reverse() })).toEqual([row]);
  });

  it('without a long sleep takes an ordinary sleep of three hours or more, never a shorter one', () => {
    const day = '2024-03-05';
    const nap = sleep({ day, type: 'sleep', total_sleep_duration: 3 * 3600 - 1, bedtime_end: `${day}T15:00:00+00:00` });
    const night = sleep({ day, type: 'sleep', total_sleep_duration: 3 * 3600, bedtime_end: `${day}T06:00:00+00:00` });
    expect(ouraDailyValues({ ...empty, sleep: [nap, night] })).toEqual([
      expect.objectContaining({ sleepSeconds: 3 * 3600, at: new Date(`${day}T06:00:00Z`) }),
    ]);
    expect(ouraDailyValues({ ...empty, sleep: [nap, sleep({ day, type: 'rest' })] })).toEqual([]);
  });

  it('keeps Oura’s day even when the wake-up falls on another UTC date (Auckland, midnight)', () => {
    // Woke at 06:30 on 1 March in Auckland (UTC+13): still 28 February in UTC.
    const night = sleep({ day: '2025-03-01', bedtime_end: '2025-03-01T06:30:00+13:00' });
    const readiness: OuraReadiness[] = [{ day: '2025-03-01', score: 81, timestamp: '2025-03-01T00:00:00+13:00' }];
    expect(ouraDailyValues({ ...empty, sleep: [night], readiness })).toEqual([
      expect.objectContaining({ localDay: '2025-03-01', at: new Date('2025-02-28T17:30:00Z'), readinessScore: 81 }),
    ]);
  });

  it('stamps a readiness without timestamp and a SpO₂ day at noon UTC of the day', () => {
    const readiness: OuraReadiness[] = [{ day: '2024-03-06', score: 70.4 }];
    const spo2: OuraSpo2[] = [
      { day: '2024-03-06', spo2_percentage: { average: 96.84 } },
      { day: '2024-03-07', spo2_percentage: { average: 97.25 } },
    ];
    expect(ouraDailyValues({ ...empty, readiness, spo2 })).toEqual([
      { localDay: '2024-03-06', at: new Date('2024-03-06T12:00:00Z'), readinessScore: 70, oxygenSaturation: 96.8 },
      { localDay: '2024-03-07', at: new Date('2024-03-07T12:00:00Z'), oxygenSaturation: 97.3 },
    ]);
  });

  it('leaves out nulls and implausible values one by one, and days left with nothing', () => {
    const night = sleep({ day: '2024-03-05', total_sleep_duration: 0, average_hrv: null, lowest_heart_rate: 0, average_breath: 15 });
    const rows = ouraDailyValues({
      sleep: [
        night,
        sleep({ day: '2024-03-06', total_sleep_duration: null, average_hrv: 0, lowest_heart_rate: null, average_breath: null }),
      ],
      readiness: [
        { day: '2024-03-05', score: null },
        { day: '2024-03-06', score: 0 },
        { day: '2024-03-07', score: 101 },
      ],
      spo2: [
        { day: '2024-03-05', spo2_percentage: null },
        { day: '2024-03-06', spo2_percentage: { average: 0 } },
      ],
    });
    expect(rows).toEqual([
      { localDay: '2024-03-05', at: new Date('2024-03-05T07:00:00Z'), wokeAt: new Date('2024-03-05T07:00:00Z'), respirationRate: 15 },
    ]);
  });

  it('takes the wake-up of the long sleep, not of a longer ordinary sleep or a nap', () => {
    const day = '2024-03-05';
    const periods = [
      sleep({ day, type: 'sleep', total_sleep_duration: 9 * 3600, bedtime_end: `${day}T09:00:00+00:00` }),
      sleep({ day, type: 'long_sleep', total_sleep_duration: 6 * 3600, bedtime_end: `${day}T06:15:00+00:00` }),
      sleep({ day, type: 'late_nap', total_sleep_duration: 3600, bedtime_end: `${day}T15:00:00+00:00` }),
    ];
    expect(ouraDailyValues({ ...empty, sleep: periods })[0]?.wokeAt).toEqual(new Date(`${day}T06:15:00Z`));
  });

  it('takes the day’s steps from daily activity, whole and within 0–200,000', () => {
    const activity: OuraActivity[] = [
      { day: '2024-03-05', steps: 9876.4, timestamp: '2024-03-05T04:00:00-08:00' },
      { day: '2024-03-06', steps: 0 },
      { day: '2024-03-07', steps: 200_001 },
      { day: '2024-03-08', steps: null },
    ];
    expect(ouraDailyValues({ ...empty, activity })).toEqual([
      { localDay: '2024-03-05', at: new Date('2024-03-05T12:00:00Z'), steps: 9876 },
      { localDay: '2024-03-06', at: new Date('2024-03-06T12:00:00Z'), steps: 0 },
    ]);
  });

  it('sorts by day whatever the order of records and pages', () => {
    const sleeps = ['2024-03-07', '2024-03-05', '2024-03-06'].map((day) => sleep({ day }));
    expect(ouraDailyValues({ ...empty, sleep: sleeps }).map((row) => row.localDay)).toEqual(['2024-03-05', '2024-03-06', '2024-03-07']);
  });
});
