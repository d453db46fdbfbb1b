import { describe, expect, it } from 'vitest';
import type { WhoopRecovery, WhoopSleep } from './whoop.logic';
import { whoopDailyValues } from './whoop.logic';

// The providers' documented example responses (shapes and values as published), kept with the tests.
const DOCUMENTED: Record<string, unknown> = {
  'v2-recovery-collection.spec-example.json': {
    records: [
      {
        cycle_id: 93845,
        sleep_id: '123e4567-e89b-12d3-a456-426614174000',
        user_id: 10129,
        created_at: '2022-04-24T11:25:44.774Z',
        updated_at: '2022-04-24T14:25:44.774Z',
        score_state: 'SCORED',
        score: {
          user_calibrating: false,
          recovery_score: 44.0,
          resting_heart_rate: 64.0,
          hrv_rmssd_milli: 31.813562,
          spo2_percentage: 95.6875,
          skin_temp_celsius: 33.7,
        },
      },
    ],
    next_token: 'MTIzOjEyMzEyMw',
  },
  'v2-sleep-collection.spec-example.json': {
    records: [
      {
        id: 'ecfc6a15-4661-442f-a9a4-f160dd7afae8',
        cycle_id: 93845,
        v1_id: 93845,
        user_id: 10129,
        created_at: '2022-04-24T11:25:44.774Z',
        updated_at: '2022-04-24T14:25:44.774Z',
        start: '2022-04-24T02:25:44.774Z',
        end: '2022-04-24T10:25:44.774Z',
        timezone_offset: '-05:00',
        nap: false,
        score_state: 'SCORED',
        score: {
          stage_summary: {
            total_in_bed_time_milli: 30272735,
            total_awake_time_milli: 1403507,
            total_no_data_time_milli: 0,
            total_light_sleep_time_milli: 14905851,
            total_slow_wave_sleep_time_milli: 6630370,
            total_rem_sleep_time_milli: 5879573,
            sleep_cycle_count: 3,
            disturbance_count: 12,
          },
          sleep_needed: {
            baseline_milli: 27395716,
            need_from_sleep_debt_milli: 352230,
            need_from_recent_strain_milli: 208595,
            need_from_recent_nap_milli: -12312,
          },
          respiratory_rate: 16.11328125,
          sleep_performance_percentage: 98.0,
          sleep_consistency_percentage: 90.0,
          sleep_efficiency_percentage: 91.69533848,
        },
      },
    ],
    next_token: 'MTIzOjEyMzEyMw',
  },
};
const peerData = <T>(file: string) => DOCUMENTED[file] as { data: T[]; records: T[]; next_token: string | null };

const HOUR = 3_600_000;

const sleep = (id: string, end: string, asleepHours = 7, overrides: Partial<WhoopSleep> = {}): WhoopSleep => ({
  id,
  start: new Date(new Date(end).getTime() - (asleepHours + 1) * HOUR).toISOString(),
  end,
  timezone_offset: '+00:00',
  nap: false,
  score_state: 'SCORED',
  score: {
    stage_summary: {
      total_in_bed_time_milli: (asleepHours + 1) * HOUR,
      total_awake_time_milli: HOUR,
      total_light_sleep_time_milli: (asleepHours / 2) * HOUR,
      total_slow_wave_sleep_time_milli: (asleepHours / 4) * HOUR,
      total_rem_sleep_time_milli: (asleepHours / 4) * HOUR,
    },
    respiratory_rate: 15.04,
  },
  ...overrides,
});

const recovery = (sleepId: string, overrides: Partial<NonNullable<WhoopRecovery['score']>> = {}): WhoopRecovery => ({
  cycle_id: 1,
  sleep_id: sleepId,
  score_state: 'SCORED',
  score: {
    recovery_score: 67,
    resting_heart_rate: 52,
    hrv_rmssd_milli: 61.4,
    spo2_percentage: 96.2,
    skin_temp_celsius: 33.9,
    ...overrides,
  },
});

describe('whoopDailyValues', () => {
  it('maps the documented sleep to asleep time without awake time, and its wake-up, on the wake-up day', () => {
    const sleeps = peerData<WhoopSleep>('v2-sleep-collection.spec-example.json').records;
    // The documented recovery points at another sleep id: without its sleep it has no day and is skipped.
    const recoveries = peerData<WhoopRecovery>('v2-recovery-collection.spec-example.json').records;
    // 14 905 851 + 6 630 370 + 5 879 573 ms = 27 415.794 s; in-bed 30 272.735 s and awake 1 403.507 s are not sleep.
    expect(whoopDailyValues({ sleeps, recoveries }, 'America/Chicago')).toEqual([
      {
        localDay: '2022-04-24',
        at: new Date('2022-04-24T10:25:44.774Z'),
        wokeAt: new Date('2022-04-24T10:25:44.774Z'),
        sleepSeconds: 27_416,
        respirationRate: 16.1,
      },
    ]);
  });

  it('adds the documented recovery to its night, skin temperature as a skin temperature', () => {
    const [documented] = peerData<WhoopRecovery>('v2-recovery-collection.spec-example.json').records;
    const night = sleep(documented!.sleep_id, '2022-04-24T10:25:44.774Z');
    expect(whoopDailyValues({ sleeps: [night], recoveries: [documented!] }, 'America/Chicago')).toEqual([
      {
        localDay: '2022-04-24',
        at: new Date('2022-04-24T10:25:44.774Z'),
        wokeAt: new Date('2022-04-24T10:25:44.774Z'),
        sleepSeconds: 7 * 3600,
        respirationRate: 15,
        readinessScore: 44,
        heartRate: 64,
        hrvMs: 32,
        oxygenSaturation: 95.7,
        skinTemperatureC: 33.7,
      },
    ]);
  });

  it('leaves out a skin temperature no wrist could have', () => {
    const night = sleep('night', '2024-05-04T06:00:00Z', 7);
    const values = (skin_temp_celsius: number | null) =>
      whoopDailyValues({ sleeps: [night], recoveries: [recovery('night', { skin_temp_celsius })] }, 'UTC')[0]?.skinTemperatureC;
    expect(values(12)).toBeUndefined();
    expect(values(null)).toBeUndefined();
    expect(values(34.06)).toBe(34.1);
  });

  it('ignores naps, unscored sleeps and unscored recoveries', () => {
    const sleeps = [
      sleep('nap', '2024-05-01T15:00:00Z', 1, { nap: true }),
      sleep('pending', '2024-05-02T06:00:00Z', 7, { score_state: 'PENDING_SCORE', score: undefined }),
      sleep('unscorable', '2024-05-03T06:00:00Z', 7, { score_state: 'UNSCORABLE', score: undefined }),
      sleep('night', '2024-05-04T06:00:00Z', 6),
    ];
    const recoveries = [recovery('nap'), { ...recovery('night'), score_state: 'PENDING_SCORE' as const, score: undefined }];
    expect(whoopDailyValues({ sleeps, recoveries }, 'UTC')).toEqual([
      {
        localDay: '2024-05-04',
        at: new Date('2024-05-04T06:00:00Z'),
        wokeAt: new Date('2024-05-04T06:00:00Z'),
        sleepSeconds: 6 * 3600,
        respirationRate: 15,
      },
    ]);
  });

  it('keeps the longer of two nights waking the same day, and its own recovery, whatever their order', () => {
    const short = sleep('short', '2024-05-01T03:00:00Z', 4);
    const long = sleep('long', '2024-05-01T09:00:00Z', 7);
    const recoveries = [recovery('short', { recovery_score: 20 }), recovery('long', { recovery_score: 80 })];
    const expected = [
      expect.objectContaining({
        sleepSeconds: 7 * 3600,
        readinessScore: 80,
        at: new Date('2024-05-01T09:00:00Z'),
        wokeAt: new Date('2024-05-01T09:00:00Z'),
      }),
    ];
    expect(whoopDailyValues({ sleeps: [short, long], recoveries }, 'UTC')).toEqual(expected);
    expect(whoopDailyValues({ sleeps: [long, short], recoveries: [...recoveries].reverse() }, 'UTC')).toEqual(expected);
    const sameLength = [sleep('early', '2024-05-01T05:00:00Z'), sleep('late', '2024-05-01T08:00:00Z')];
    expect(whoopDailyValues({ sleeps: sameLength, recoveries: [] }, 'UTC')[0]!.at).toEqual(new Date('2024-05-01T08:00:00Z'));
  });

  it('puts a night on the wake-up day in the person’s zone, across midnight and DST', () => {
    // 23:30 UTC on 30 March 2025 is 00:30 BST on the 31st (London moved to UTC+1 that morning).
    const london = sleep('london', '2025-03-30T23:30:00Z');
    expect(whoopDailyValues({ sleeps: [london], recoveries: [] }, 'Europe/London')[0]!.localDay).toBe('2025-03-31');
    expect(whoopDailyValues({ sleeps: [london], recoveries: [] }, 'UTC')[0]!.localDay).toBe('2025-03-30');
    // 11:30 UTC on 5 April 2025 is 00:30 on the 6th in Auckland, still on daylight time (UTC+13) until 03:00.
    const auckland = sleep('auckland', '2025-04-05T11:30:00Z');
    expect(whoopDailyValues({ sleeps: [auckland], recoveries: [] }, 'Pacific/Auckland')[0]!.localDay).toBe('2025-04-06');
  });

  it('drops implausible values one by one and sorts by day', () => {
    const sleeps = [sleep('b', '2024-05-02T06:00:00Z', 7, { score: undefined }), sleep('a', '2024-05-01T06:00:00Z', 0)];
    sleeps[0]!.score_state = 'SCORED';
    const zeroRespiration = sleep('c', '2024-05-03T06:00:00Z');
    zeroRespiration.score!.respiratory_rate = 0;
    const recoveries = [
      recovery('a', { recovery_score: 0, resting_heart_rate: 0, hrv_rmssd_milli: 400, spo2_percentage: null, skin_temp_celsius: 50 }),
    ];
    expect(whoopDailyValues({ sleeps: [...sleeps, zeroRespiration], recoveries }, 'UTC')).toEqual([
      { localDay: '2024-05-01', at: new Date('2024-05-01T06:00:00Z'), wokeAt: new Date('2024-05-01T06:00:00Z'), respirationRate: 15 },
      { localDay: '2024-05-03', at: new Date('2024-05-03T06:00:00Z'), wokeAt: new Date('2024-05-03T06:00:00Z'), sleepSeconds: 7 * 3600 },
    ]);
  });

  it('refuses an unknown time zone', () => {
    expect(() => whoopDailyValues({ sleeps: [], recoveries: [] }, 'Mars/Olympus')).toThrow(RangeError);
  });
});
