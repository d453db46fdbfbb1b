import { dayNumber, type LocalDate } from '../common/calendar.logic';

/** The days a permutation moves together: two weeks, so a block holds each weekday twice. */
export const BLOCK_DAYS = 14;

/**
 * A pair's paired days laid on the calendar, from the first paired factor day, in whole blocks:
 * `factors[position]` and `outcomes[position]` for the day `position` days after the first, NaN where
 * it is not a paired day (nothing logged, skipped, paused, no reading, or past the last day). The
 * outcome is the (weekday-adjusted) one paired with that factor day, whatever the lag.
 */
export type PairCalendar = { blockDays: number; blocks: number; factors: Float64Array; outcomes: Float64Array };

export function pairCalendar(
  days: ReadonlyArray<{ factorDay: LocalDate; factor: number }>,
  outcomes: readonly number[],
  blockDays = BLOCK_DAYS,
): PairCalendar {
  const positions = days.map((day) => dayNumber(day.factorDay));
  const first = Math.min(...positions);
  const span = days.length > 0 ? Math.max(...positions) - first + 1 : 0;
  const blocks = Math.ceil(span / blockDays);
  const factors = new Float64Array(blocks * blockDays).fill(Number.NaN);
  const placed = new Float64Array(blocks * blockDays).fill(Number.NaN);
  days.forEach((day, index) => {
    factors[positions[index]! - first] = day.factor;
    placed[positions[index]! - first] = outcomes[index]!;
  });
  return { blockDays, blocks, factors, outcomes: placed };
}
