import { sampleCorrelation } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { addDays } from '../common/calendar.logic';
import { calendarCorrelation, orderCorrelation, slopeT } from './calendar-correlation.logic';
import { pairCalendar } from './pair-calendar.logic';
import { seededRandom, shuffleInto } from './seeded-random.logic';

const day = (factorDay: string, factor: number) => ({ factorDay, factor });

/** 70 days (five blocks), about a fifth of them unknown, with a factor kept in runs and a drifting outcome. */
function randomCalendar(seed: number) {
  const random = seededRandom(seed);
  let kept = 0;
  let level = 0;
  const days: Array<{ factorDay: string; factor: number }> = [];
  const outcomes: number[] = [];
  for (let index = 0; index < 70; index++) {
    if (random.float() < 0.3) kept = 1 - kept;
    level = 0.6 * level + random.float() - 0.5;
    if (random.float() < 0.2) continue;
    days.push({ factorDay: addDays('2026-03-01', index), factor: kept });
    outcomes.push(40 + level);
  }
  return pairCalendar(days, outcomes);
}

/** Today's plain statistic, worked out apart: Pearson's r over the days both known, factor blocks in `order`. */
function plainCorrelation(calendar: ReturnType<typeof pairCalendar>, order: ArrayLike<number>) {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let position = 0; position < calendar.factors.length; position++) {
    const slot = Math.floor(position / calendar.blockDays);
    const x = calendar.factors[order[slot]! * calendar.blockDays + (position % calendar.blockDays)]!;
    const y = calendar.outcomes[position]!;
    if (Number.isNaN(x) || Number.isNaN(y)) continue;
    xs.push(x);
    ys.push(y);
  }
  return { correlation: sampleCorrelation(xs, ys), days: xs.length };
}

describe('calendarCorrelation', () => {
  it('with no persistence is Pearson’s r over the days where both are known', () => {
    // x 1 0 1 0, y 3 1 2 2 (days 0–3). Means 0.5 and 2. Deviations x ±0.5, y 1 −1 0 0.
    // Σ dx·dy = 0.5 + 0.5 = 1; Σ dx² = 1; Σ dy² = 2 → r = 1 / √2.
    const calendar = pairCalendar([day('2026-03-01', 1), day('2026-03-02', 0), day('2026-03-03', 1), day('2026-03-04', 0)], [3, 1, 2, 2]);
    const { correlation, days } = calendarCorrelation(calendar, { persistence: 0 });
    expect(correlation).toBeCloseTo(1 / Math.SQRT2, 12);
    expect(days).toBe(4);
  });

  it('prewhitens each day by the day before, and scales a run’s first day by √(1 − φ²) (worked by hand)', () => {
    // Days 0, 1, 3, 4 known (day 2 unknown): x 1 1 · 0 0, y 3 2 · 1 2; φ = 0.6, so √(1 − φ²) = 0.8.
    // Centred on the means 0.5 and 2: x 0.5 0.5 · −0.5 −0.5, y 1 0 · −1 0.
    // Day 0 starts a run: (0.8·0.5, 0.8·1) = (0.4, 0.8). Day 1: (0.5 − 0.6·0.5, 0 − 0.6·1) = (0.2, −0.6).
    // Day 3 starts a run after the gap: (−0.4, −0.8). Day 4: (−0.5 + 0.3, 0 + 0.6) = (−0.2, 0.6).
    // Both means 0: Σ x*y* = 0.32 − 0.12 + 0.32 − 0.12 = 0.4, Σ x*² = 0.4, Σ y*² = 2 → r = 0.4 / √0.8 = 1 / √5.
    // (Unprewhitened, the same days give r = 1 / √2: the outcome's drift had made the two look closer.)
    const calendar = pairCalendar([day('2026-03-01', 1), day('2026-03-02', 1), day('2026-03-04', 0), day('2026-03-05', 0)], [3, 2, 1, 2]);
    const prewhitened = calendarCorrelation(calendar, { persistence: 0.6 });
    expect(prewhitened.correlation).toBeCloseTo(1 / Math.sqrt(5), 12);
    expect(prewhitened.days).toBe(4);
    expect(calendarCorrelation(calendar, { persistence: 0 }).correlation).toBeCloseTo(1 / Math.SQRT2, 12);
  });

  it('with no persistence equals today’s statistic for any order of the blocks, gaps included', () => {
    const calendar = randomCalendar(8);
    const random = seededRandom(3);
    const order = new Int32Array(calendar.blocks);
    for (let trial = 0; trial < 10; trial++) {
      shuffleInto(order, random);
      const plain = plainCorrelation(calendar, order);
      const figure = calendarCorrelation(calendar, { persistence: 0, order });
      expect(figure.correlation).toBeCloseTo(plain.correlation, 12);
      expect(figure.days).toBe(plain.days);
    }
  });

  it('is 0 when the factor does not vary', () => {
    const calendar = pairCalendar([day('2026-03-01', 1), day('2026-03-02', 1)], [3, 1]);
    expect(calendarCorrelation(calendar, { persistence: 0.5 }).correlation).toBe(0);
  });
});

describe('orderCorrelation', () => {
  it('gives calendarCorrelation’s figure for any order, across block edges and gaps', () => {
    const calendar = randomCalendar(9);
    const random = seededRandom(4);
    const order = new Int32Array(calendar.blocks);
    for (const persistence of [0, 0.6, 0.95]) {
      const correlationOf = orderCorrelation(calendar, persistence);
      for (let trial = 0; trial < 10; trial++) {
        shuffleInto(order, random);
        const expected = calendarCorrelation(calendar, { persistence, order });
        const figure = correlationOf(order);
        expect(figure.correlation).toBeCloseTo(expected.correlation, 12);
        expect(figure.days).toBe(expected.days);
      }
    }
  });
});

describe('slopeT', () => {
  it('is r·√(n − 2) / √(1 − r²)', () => {
    // r = 0.5 over 5 days: 0.5·√3 / √0.75 = 1.
    expect(slopeT({ correlation: 0.5, days: 5 })).toBeCloseTo(1, 12);
    expect(slopeT({ correlation: -0.5, days: 5 })).toBeCloseTo(-1, 12);
  });

  it('is infinite for a perfect correlation and 0 below 3 days', () => {
    expect(slopeT({ correlation: 1, days: 6 })).toBe(Number.POSITIVE_INFINITY);
    expect(slopeT({ correlation: 0.9, days: 2 })).toBe(0);
  });
});
