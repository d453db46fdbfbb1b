import { describe, expect, it } from 'vitest';
import type { SleepSample } from './apple-health/apple-record.logic';
import { readSleepSample } from './apple-health/apple-record.logic';
import { sleepByWakeDay, sleepNights, sleepSessions } from './sleep-nights.logic';

const HOUR = 3600;
const MINUTE = 60;

const asleep = (start: string, end: string, source = 'Apple Watch'): SleepSample => ({
  start: new Date(start),
  end: new Date(end),
  asleep: true,
  source,
});
const inBed = (start: string, end: string, source = 'iPhone'): SleepSample => ({ ...asleep(start, end, source), asleep: false });

const byDay = (samples: SleepSample[], timeZone = 'UTC') => Object.fromEntries(sleepByWakeDay(samples, timeZone));

describe('sleepByWakeDay', () => {
  it('gives a night across midnight to the morning it ends on', () => {
    expect(byDay([asleep('2024-05-01T23:00:00Z', '2024-05-02T07:00:00Z')])).toEqual({ '2024-05-02': 8 * HOUR });
  });

  it('counts a minute the watch and the phone both call asleep once', () => {
    const samples = [
      asleep('2024-05-01T23:00:00Z', '2024-05-02T03:00:00Z', 'Apple Watch'),
      asleep('2024-05-02T01:00:00Z', '2024-05-02T07:00:00Z', 'iPhone'),
      asleep('2024-05-02T02:00:00Z', '2024-05-02T02:30:00Z', 'AutoSleep'),
    ];
    expect(byDay(samples)).toEqual({ '2024-05-02': 8 * HOUR }); // 23:00 → 07:00, not 10.5 hours
  });

  it('leaves time in bed and awake out of sleep', () => {
    const samples = [
      inBed('2024-05-01T22:30:00Z', '2024-05-02T07:30:00Z'),
      asleep('2024-05-01T23:00:00Z', '2024-05-02T01:00:00Z'),
      { ...asleep('2024-05-02T01:00:00Z', '2024-05-02T01:10:00Z'), asleep: false }, // awake
      asleep('2024-05-02T01:10:00Z', '2024-05-02T06:30:00Z'),
    ];
    expect(byDay(samples)).toEqual({ '2024-05-02': 7 * HOUR + 20 * MINUTE });
  });

  it('counts nothing for a night of in-bed records only', () => {
    expect(byDay([inBed('2024-05-01T22:30:00Z', '2024-05-02T07:30:00Z')])).toEqual({});
  });

  it('keeps a wake of under 90 minutes inside the night, and splits the night at 90', () => {
    // 21:00–23:00, then asleep again after the gap until 07:00.
    const joined = [asleep('2024-05-01T21:00:00Z', '2024-05-01T23:00:00Z'), asleep('2024-05-02T00:29:00Z', '2024-05-02T07:00:00Z')];
    expect(byDay(joined)).toEqual({ '2024-05-02': 2 * HOUR + 6 * HOUR + 31 * MINUTE });
    const split = [asleep('2024-05-01T21:00:00Z', '2024-05-01T23:00:00Z'), asleep('2024-05-02T00:30:00Z', '2024-05-02T07:00:00Z')];
    expect(byDay(split)).toEqual({ '2024-05-01': 2 * HOUR, '2024-05-02': 6 * HOUR + 30 * MINUTE });
  });

  it('leaves a nap out of the day, and counts the night', () => {
    const samples = [asleep('2024-05-01T23:00:00Z', '2024-05-02T07:00:00Z'), asleep('2024-05-02T14:00:00Z', '2024-05-02T15:00:00Z')];
    expect(byDay(samples)).toEqual({ '2024-05-02': 8 * HOUR });
  });

  it.each([
    ['under 3 hours ending at 10:00', '2024-05-02T08:00:00Z', '2024-05-02T10:00:00Z', {}],
    ['under 3 hours ending at 19:59', '2024-05-02T17:00:00Z', '2024-05-02T19:59:00Z', {}],
    ['under 3 hours ending at 20:00', '2024-05-02T18:00:00Z', '2024-05-02T20:00:00Z', { '2024-05-02': 2 * HOUR }],
    ['under 3 hours ending at 09:30', '2024-05-02T07:00:00Z', '2024-05-02T09:30:00Z', { '2024-05-02': 2.5 * HOUR }],
    ['exactly 3 hours ending at 15:00', '2024-05-02T12:00:00Z', '2024-05-02T15:00:00Z', { '2024-05-02': 3 * HOUR }],
    ['7 hours after a night shift, ending at 16:00', '2024-05-02T09:00:00Z', '2024-05-02T16:00:00Z', { '2024-05-02': 7 * HOUR }],
  ])('judges a session %s', (_, start, end, expected) => {
    expect(byDay([asleep(start, end)])).toEqual(expected);
  });

  it('judges a nap by the local clock, not UTC', () => {
    // 13:00–14:00 in Los Angeles (PDT) is 20:00–21:00 UTC.
    const siesta = [asleep('2024-05-02T20:00:00Z', '2024-05-02T21:00:00Z')];
    expect(byDay(siesta, 'America/Los_Angeles')).toEqual({});
    expect(byDay(siesta, 'UTC')).toEqual({ '2024-05-02': HOUR });
  });

  it('files a night under its local wake-up date, not the UTC one', () => {
    // 00:00–06:30 on 2 January in Amsterdam (CET, +01:00) starts on 1 January in UTC.
    expect(byDay([asleep('2024-01-01T23:00:00Z', '2024-01-02T05:30:00Z')], 'Europe/Amsterdam')).toEqual({ '2024-01-02': 6.5 * HOUR });
    // A day sleeper in Los Angeles waking at 22:00 PST on 1 January: 06:00 UTC on 2 January.
    expect(byDay([asleep('2024-01-01T14:00:00Z', '2024-01-02T06:00:00Z')], 'America/Los_Angeles')).toEqual({ '2024-01-01': 16 * HOUR });
  });

  it.each([
    // 23:00 PST → 07:00 PDT: clocks spring forward at 02:00, 7 hours pass.
    ['America/Los_Angeles', '2024-03-10T07:00:00Z', '2024-03-10T14:00:00Z', '2024-03-10', 7 * HOUR],
    // 23:00 PDT → 07:00 PST: clocks fall back at 02:00, 9 hours pass.
    ['America/Los_Angeles', '2024-11-03T06:00:00Z', '2024-11-03T15:00:00Z', '2024-11-03', 9 * HOUR],
    // 23:00 CET → 07:00 CEST.
    ['Europe/Amsterdam', '2024-03-30T22:00:00Z', '2024-03-31T05:00:00Z', '2024-03-31', 7 * HOUR],
    // 23:00 CEST → 07:00 CET.
    ['Europe/Amsterdam', '2024-10-26T21:00:00Z', '2024-10-27T06:00:00Z', '2024-10-27', 9 * HOUR],
  ])('counts a DST night in %s by the time that passed', (zone, start, end, day, seconds) => {
    expect(byDay([asleep(start, end)], zone)).toEqual({ [day]: seconds });
  });

  it('keeps consecutive nights apart', () => {
    const samples = [
      asleep('2024-05-02T22:45:00Z', '2024-05-03T06:15:00Z'),
      asleep('2024-05-01T23:00:00Z', '2024-05-02T07:00:00Z'),
      asleep('2024-05-03T23:30:00Z', '2024-05-04T05:00:00Z'),
    ];
    expect(byDay(samples)).toEqual({ '2024-05-02': 8 * HOUR, '2024-05-03': 7.5 * HOUR, '2024-05-04': 5.5 * HOUR });
  });

  it('lets no zero-length sample bridge two sessions', () => {
    const samples = [
      asleep('2024-05-01T21:00:00Z', '2024-05-01T23:00:00Z'),
      asleep('2024-05-01T23:45:00Z', '2024-05-01T23:45:00Z'),
      asleep('2024-05-02T00:30:00Z', '2024-05-02T07:00:00Z'),
    ];
    expect(byDay(samples)).toEqual({ '2024-05-01': 2 * HOUR, '2024-05-02': 6.5 * HOUR });
  });

  it('reads the sleep records of a real export', () => {
    // alxdrcirilo/apple-health-parser's tests/data/export.xml: the phone's in-bed record, then the watch's core sleep.
    const samples = [
      readSleepSample({
        type: 'HKCategoryTypeIdentifierSleepAnalysis',
        sourceName: "Alexandre's iPhone",
        startDate: '2024-01-01 00:55:28 +0200',
        endDate: '2024-01-01 00:56:53 +0200',
        value: 'HKCategoryValueSleepAnalysisInBed',
      }),
      readSleepSample({
        type: 'HKCategoryTypeIdentifierSleepAnalysis',
        sourceName: "Alexandre's Apple Watch",
        startDate: '2024-01-01 03:27:53 +0200',
        endDate: '2024-01-01 03:40:23 +0200',
        value: 'HKCategoryValueSleepAnalysisAsleepCore',
      }),
    ].filter((sample) => sample !== null);
    expect(samples).toHaveLength(2);
    // 03:27:53 → 03:40:23 is 12 min 30 s; the two records sit on 1 January in Amsterdam (+01:00 in winter).
    expect(byDay(samples, 'Europe/Amsterdam')).toEqual({ '2024-01-01': 750 });
  });
});

describe('sleepSessions and sleepNights', () => {
  it('marks naps and keeps the last wake-up of the day', () => {
    const samples = [
      asleep('2024-05-01T22:00:00Z', '2024-05-02T02:00:00Z'),
      asleep('2024-05-02T04:00:00Z', '2024-05-02T07:00:00Z'),
      asleep('2024-05-02T13:00:00Z', '2024-05-02T13:40:00Z'),
    ];
    expect(sleepSessions(samples, 'UTC').map((session) => [session.end.toISOString(), session.isNap])).toEqual([
      ['2024-05-02T02:00:00.000Z', false],
      ['2024-05-02T07:00:00.000Z', false],
      ['2024-05-02T13:40:00.000Z', true],
    ]);
    expect(sleepNights(samples, 'UTC').get('2024-05-02')).toEqual({ asleepSeconds: 7 * HOUR, wake: new Date('2024-05-02T07:00:00Z') });
  });
});
