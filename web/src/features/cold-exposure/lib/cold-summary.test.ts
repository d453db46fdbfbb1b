import { describe, expect, it } from 'vitest';
import { dailyTotals, formatStripDuration, otherUnitText, sessionLoggedMessage, targetStatus } from './cold-summary';

describe('one duration rule on the cold screen', () => {
  it('says 2:32 for a 2:32 session in the toast and the week strip alike', () => {
    expect(sessionLoggedMessage(152)).toBe("You've completed a 2:32 min cold exposure session. Great job!");
    expect(formatStripDuration(152)).toBe('2:32');
    expect(formatStripDuration(45)).toBe('45 s');
    expect(sessionLoggedMessage(34)).toBe("You've completed a 34 s cold exposure session. Great job!");
    expect(formatStripDuration(0)).toBe('–');
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
    expect(otherUnitText('1e3')).toBeNull();
    expect(otherUnitText('14', 'C')).toBe('57.2 °F');
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
