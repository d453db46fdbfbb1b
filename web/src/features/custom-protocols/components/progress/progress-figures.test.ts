import { describe, expect, it } from 'vitest';
import { countedRange, dayInWords, monthGrid, monthInWords, monthRange, protocolFigures } from './progress-figures';

describe('countedRange', () => {
  it('stops at today, so days still to come of this week are not counted', () => {
    expect(countedRange({ from: '2026-11-23', to: '2026-11-29' }, '2026-11-27')).toEqual({ from: '2026-11-23', to: '2026-11-27' });
  });
  it('reads at most 366 days back for all time', () => {
    expect(countedRange({ from: '2020-01-01', to: '2026-11-27' }, '2026-11-27')).toEqual({ from: '2025-11-27', to: '2026-11-27' });
  });
  it('is null for a timeframe that has not begun', () => {
    expect(countedRange({ from: '2026-12-01', to: '2026-12-31' }, '2026-11-27')).toBeNull();
  });
});

describe('monthRange', () => {
  it('is the whole of a past month and this month up to today', () => {
    expect(monthRange('2026-02', '2026-11-27')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange('2026-11', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
  });
});

describe('protocolFigures', () => {
  it('counts done of the scheduled days and names the days not logged', () => {
    const figures = protocolFigures({ done: 1, partial: 2, notDone: 1, skipped: 1, paused: 1, unknown: 3 });
    expect(figures).toEqual({ done: 1, scheduled: 9, notLogged: 3, skipped: 1, paused: 1 });
  });
});

describe('monthGrid and words', () => {
  it('lays November 2026 out in Monday-first weeks', () => {
    const weeks = monthGrid('2026-11');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });
  it('says a day and a month in words', () => {
    expect(dayInWords('2026-11-23')).toBe('Monday, November 23');
    expect(monthInWords('2026-11')).toBe('November 2026');
  });
});
