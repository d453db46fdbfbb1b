import { describe, expect, it } from 'vitest';
import { dailyTotals, formatCompactDuration, formatDuration, otherUnitText, sessionMinutes, targetStatus } from './cold-summary';

describe('formatDuration', () => {
  it('reads as minutes and seconds', () => {
    expect(formatDuration(200)).toBe('3 min 20 s');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(300)).toBe('5 min');
    expect(formatDuration(0)).toBe('0 s');
  });
});

describe('formatCompactDuration', () => {
  it('fits a week-strip cell', () => {
    expect(formatCompactDuration(0)).toBe('–');
    expect(formatCompactDuration(45)).toBe('45 s');
    expect(formatCompactDuration(200)).toBe('3 min');
  });
});

describe('sessionMinutes', () => {
  it('rounds to the nearest minute but never says 0', () => {
    expect(sessionMinutes(30)).toBe(1);
    expect(sessionMinutes(89)).toBe(1);
    expect(sessionMinutes(90)).toBe(2);
    expect(sessionMinutes(200)).toBe(3);
    expect(sessionMinutes(300)).toBe(5);
  });
});

describe('dailyTotals', () => {
  const days = ['2026-05-03', '2026-05-04'];

  it('adds up each day in the user’s time zone and ignores days outside the week', () => {
    const logs = [
      { timestamp: '2026-05-03T10:00:00Z', duration: 60 },
      { timestamp: '2026-05-03T18:00:00Z', duration: 130 },
      // 02:00 UTC on the 4th is still the 3rd in New York.
      { timestamp: '2026-05-04T02:00:00Z', duration: 10 },
      { timestamp: '2026-04-20T10:00:00Z', duration: 999 },
    ];
    expect(Object.fromEntries(dailyTotals(logs, days, 'America/New_York'))).toEqual({ '2026-05-03': 200, '2026-05-04': 0 });
    expect(Object.fromEntries(dailyTotals(logs, days, 'UTC'))).toEqual({ '2026-05-03': 190, '2026-05-04': 10 });
  });
});

describe('temperatures', () => {
  it('shows the other unit to one decimal beside a typed value', () => {
    expect(otherUnitText('58')).toBe('14.4 °C');
    expect(otherUnitText('50')).toBe('10.0 °C');
    expect(otherUnitText('')).toBeNull();
    expect(otherUnitText('cold')).toBeNull();
    expect(otherUnitText('14.4', 'C')).toBe('57.9 °F');
    expect(otherUnitText('', 'C')).toBeNull();
  });
});

describe('targetStatus', () => {
  it('places a session against 2:00–5:00', () => {
    expect(targetStatus(119)).toBe('below');
    expect(targetStatus(120)).toBe('within');
    expect(targetStatus(300)).toBe('within');
    expect(targetStatus(301)).toBe('beyond');
  });
});
