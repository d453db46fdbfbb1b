import { describe, expect, it } from 'vitest';
import type { WithingsMeasureGroup } from './withings.logic';
import { withingsDailyValues, withingsValue } from './withings.logic';

const seconds = (iso: string) => new Date(iso).getTime() / 1000;
let nextGroupId = 1000;

const group = (at: string, measures: [type: number, value: number, unit: number][], category = 1): WithingsMeasureGroup => ({
  grpid: nextGroupId++,
  date: seconds(at),
  category,
  measures: measures.map(([type, value, unit]) => ({ type, value, unit })),
});
const weighing = (at: string, value: number, unit = -2) => group(at, [[1, value, unit]]);
const cuff = (at: string, systolic: number, diastolic: number, pulse?: number) =>
  group(at, [[10, systolic, 0], [9, diastolic, 0], ...(pulse === undefined ? [] : [[11, pulse, 0] as [number, number, number]])]);

describe('withingsValue', () => {
  it('applies the unit exponent', () => {
    expect(withingsValue({ type: 1, value: 7234, unit: -2 })).toBe(72.34);
    expect(withingsValue({ type: 1, value: 65750, unit: -3 })).toBe(65.75);
    expect(withingsValue({ type: 11, value: 7, unit: 1 })).toBe(70);
  });
});

describe('withingsDailyValues', () => {
  it('reads weight through the unit exponent, as the scale measured it', () => {
    expect(withingsDailyValues([weighing('2024-05-01T07:00:00Z', 7234)], 'UTC')).toEqual([
      { localDay: '2024-05-01', at: new Date('2024-05-01T07:00:00Z'), weightKg: 72.34 },
    ]);
  });

  it('keeps the last weighing and the last blood pressure of the day, with the pulse of that same cuff reading', () => {
    const groups = [
      cuff('2024-05-01T20:00:00Z', 128, 84, 71),
      weighing('2024-05-01T07:00:00Z', 80_15, -2),
      cuff('2024-05-01T07:05:00Z', 121, 79, 64),
      weighing('2024-05-01T21:30:00Z', 79_87, -2),
      group('2024-05-01T22:00:00Z', [[11, 58, 0]]), // a scale's pulse, without blood pressure
    ];
    const expected = [
      { localDay: '2024-05-01', at: new Date('2024-05-01T21:30:00Z'), weightKg: 79.87, systolic: 128, diastolic: 84, heartRate: 71 },
    ];
    expect(withingsDailyValues(groups, 'UTC')).toEqual(expected);
    expect(withingsDailyValues([...groups].reverse(), 'UTC')).toEqual(expected);
  });

  it('never takes a heart rate from another group than the blood pressure kept', () => {
    const groups = [cuff('2024-05-01T07:05:00Z', 121, 79, 64), cuff('2024-05-01T19:00:00Z', 125, 82)];
    expect(withingsDailyValues(groups, 'UTC')).toEqual([
      { localDay: '2024-05-01', at: new Date('2024-05-01T19:00:00Z'), systolic: 125, diastolic: 82 },
    ]);
    expect(withingsDailyValues([group('2024-05-01T07:05:00Z', [[11, 64, 0]])], 'UTC')).toEqual([]);
  });

  it('ignores objectives and drops implausible readings before choosing the last', () => {
    const groups = [
      weighing('2024-05-01T07:00:00Z', 7234),
      weighing('2024-05-01T08:00:00Z', 0), // stepped off the scale
      group('2024-05-01T09:00:00Z', [[1, 65, 0]], 2), // a weight goal
      cuff('2024-05-01T07:05:00Z', 121, 79, 64),
      cuff('2024-05-01T08:05:00Z', 79, 121, 66), // systolic below diastolic
      group('2024-05-01T09:05:00Z', [[10, 130, 0]]), // systolic alone
    ];
    expect(withingsDailyValues(groups, 'UTC')).toEqual([
      { localDay: '2024-05-01', at: new Date('2024-05-01T07:05:00Z'), weightKg: 72.34, systolic: 121, diastolic: 79, heartRate: 64 },
    ]);
  });

  it('keeps the blood pressure but not an implausible pulse', () => {
    expect(withingsDailyValues([cuff('2024-05-01T07:05:00Z', 121, 79, 0)], 'UTC')).toEqual([
      { localDay: '2024-05-01', at: new Date('2024-05-01T07:05:00Z'), systolic: 121, diastolic: 79 },
    ]);
  });

  it('puts a group on its local day, across midnight and DST', () => {
    // 23:30 UTC on 30 March 2025 is 00:30 BST on the 31st in London.
    const lateWeighing = weighing('2025-03-30T23:30:00Z', 7000);
    expect(withingsDailyValues([lateWeighing], 'Europe/London')[0]!.localDay).toBe('2025-03-31');
    expect(withingsDailyValues([lateWeighing], 'UTC')[0]!.localDay).toBe('2025-03-30');
    // 11:30 UTC on 5 April 2025 is 00:30 on the 6th in Auckland (UTC+13 until 03:00 that night).
    expect(withingsDailyValues([weighing('2025-04-05T11:30:00Z', 7000)], 'Pacific/Auckland')[0]!.localDay).toBe('2025-04-06');
  });

  it('returns one row per day, sorted, and refuses an unknown time zone', () => {
    const groups = [weighing('2024-05-03T07:00:00Z', 7100), weighing('2024-05-01T07:00:00Z', 7300), weighing('2024-05-02T07:00:00Z', 7200)];
    expect(withingsDailyValues(groups, 'UTC').map((row) => [row.localDay, row.weightKg])).toEqual([
      ['2024-05-01', 73],
      ['2024-05-02', 72],
      ['2024-05-03', 71],
    ]);
    expect(() => withingsDailyValues([], 'Mars/Olympus')).toThrow(RangeError);
  });
});
