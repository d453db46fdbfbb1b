import { describe, expect, it } from 'vitest';
import { armCounts, gateMet, gateNeeds } from './insight-gate.logic';

describe('gateNeeds', () => {
  it('names what is missing: 14 paired days, 5 with, 5 without', () => {
    // 10 paired days, 9 with and 1 without: 14 − 10 = 4 more paired days, 5 − 1 = 4 more without.
    expect(gateNeeds({ pairedDays: 10, daysWith: 9, daysWithout: 1 })).toEqual({ pairedDays: 4, daysWith: 0, daysWithout: 4 });
    // 5 with and 5 without are only 10 days: 4 more paired days of either kind.
    expect(gateNeeds({ pairedDays: 10, daysWith: 5, daysWithout: 5 })).toEqual({ pairedDays: 4, daysWith: 0, daysWithout: 0 });
    expect(gateNeeds({ pairedDays: 0, daysWith: 0, daysWithout: 0 })).toEqual({ pairedDays: 14, daysWith: 5, daysWithout: 5 });
  });

  it('is met at exactly 14 paired days with 5 in each arm', () => {
    expect(gateMet(gateNeeds({ pairedDays: 14, daysWith: 5, daysWithout: 9 }))).toBe(true);
    expect(gateMet(gateNeeds({ pairedDays: 14, daysWith: 4, daysWithout: 10 }))).toBe(false);
    expect(gateMet(gateNeeds({ pairedDays: 13, daysWith: 6, daysWithout: 7 }))).toBe(false);
  });
});

describe('armCounts', () => {
  it('counts yes/no days and amounts, with at 0 counted as without', () => {
    expect(armCounts([1, 0, 1, 1])).toEqual({ pairedDays: 4, daysWith: 3, daysWithout: 1 });
    expect(armCounts([0, 16.5, 0, 14])).toEqual({ pairedDays: 4, daysWith: 2, daysWithout: 2 });
  });
});
