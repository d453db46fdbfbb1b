import { describe, expect, it } from 'vitest';
import { pairCalendar } from './pair-calendar.logic';

const day = (factorDay: string, factor: number) => ({ factorDay, factor });

describe('pairCalendar', () => {
  it('lays paired days on whole 14-day blocks from the first factor day, unknown days empty', () => {
    // 2026-03-01 and 2026-03-16 are days 0 and 15: two blocks (28 days), everything else empty.
    const calendar = pairCalendar([day('2026-03-01', 1), day('2026-03-16', 0)], [7, 8]);
    expect(calendar.blocks).toBe(2);
    expect(calendar.factors.length).toBe(28);
    expect([calendar.factors[0], calendar.outcomes[0], calendar.factors[15], calendar.outcomes[15]]).toEqual([1, 7, 0, 8]);
    expect(Number.isNaN(calendar.factors[1]!)).toBe(true);
    expect(Number.isNaN(calendar.outcomes[27]!)).toBe(true);
  });

  it('has no blocks for no days', () => {
    expect(pairCalendar([], []).blocks).toBe(0);
  });
});
