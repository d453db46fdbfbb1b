import { describe, expect, it } from 'vitest';
import { historyRange, isInHistory, weekFrom } from './tracker-dates';

describe('the history range', () => {
  it('reads the last 30 days, today included, across a month end', () => {
    expect(historyRange('2026-03-05')).toEqual({ from: '2026-02-04', to: '2026-03-05' });
    expect(isInHistory('2026-02-04', '2026-03-05')).toBe(true);
    expect(isInHistory('2026-02-03', '2026-03-05')).toBe(false);
    expect(isInHistory('2026-03-06', '2026-03-05')).toBe(false);
  });

  it('offers a week from the chosen day as a pause', () => {
    expect(weekFrom('2026-12-28')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });
});
