import { describe, expect, it } from 'vitest';
import { weekdayAdjusted } from './weekday-adjustment.logic';

const on = (outcomeDay: string, outcome: number) => ({ outcomeDay, outcome });

describe('weekdayAdjusted', () => {
  it('takes each weekday’s mean out and puts the overall mean back (two weeks, worked by hand)', () => {
    // 2026-03-02 is a Monday. Two weeks, Monday to Sunday:
    //   week 1: 6 6 6 6 6 9 9      week 2: 8 8 8 8 8 9 11
    // Weekday means: Mon…Fri (6 + 8) / 2 = 7, Sat (9 + 9) / 2 = 9, Sun (9 + 11) / 2 = 10.
    // Overall mean: (5·6 + 9 + 9 + 5·8 + 9 + 11) / 14 = 108 / 14 = 7.714285…
    // Adjusted = value − weekday mean + overall mean:
    //   Mon…Fri week 1: 6 − 7 + 7.714 = 6.714;  week 2: 8 − 7 + 7.714 = 8.714
    //   Sat: 9 − 9 + 7.714 = 7.714 both weeks;  Sun: 9 − 10 + 7.714 = 6.714, 11 − 10 + 7.714 = 8.714
    const week1 = [6, 6, 6, 6, 6, 9, 9];
    const week2 = [8, 8, 8, 8, 8, 9, 11];
    const days = [...week1, ...week2].map((value, index) => on(`2026-03-${String(index + 2).padStart(2, '0')}`, value));
    const overall = 108 / 14;
    const expected = [
      ...[6, 6, 6, 6, 6].map((value) => value - 7 + overall),
      overall,
      9 - 10 + overall,
      ...[8, 8, 8, 8, 8].map((value) => value - 7 + overall),
      overall,
      11 - 10 + overall,
    ];
    const adjusted = weekdayAdjusted(days);
    adjusted.forEach((value, index) => expect(value).toBeCloseTo(expected[index]!, 10));
    // The overall mean is unchanged by the adjustment.
    expect(adjusted.reduce((sum, value) => sum + value, 0) / 14).toBeCloseTo(overall, 10);
  });

  it('leaves a series with no weekday pattern as it is', () => {
    const days = Array.from({ length: 14 }, (_, index) => on(`2026-03-${String(index + 2).padStart(2, '0')}`, 5));
    expect(weekdayAdjusted(days)).toEqual(new Array(14).fill(5));
  });

  it('a weekday seen once becomes the overall mean (its own mean is itself)', () => {
    // Monday 4, Tuesday 8: overall 6; each is alone on its weekday, so both become 6.
    expect(weekdayAdjusted([on('2026-03-02', 4), on('2026-03-03', 8)])).toEqual([6, 6]);
  });

  it('is empty for no days', () => {
    expect(weekdayAdjusted([])).toEqual([]);
  });
});
