import { byTrackedProtocol, type HabitFrequency, type ProtocolKey } from '../protocols/protocol-registry';

export type { HabitFrequency } from '../protocols/protocol-registry';

/** 30-30-30 every day, fasting 4 and cold exposure 3 times a week (docs/product.md §9 weekly targets). */
export const HABIT_FREQUENCY: Record<ProtocolKey, HabitFrequency> = byTrackedProtocol((entry) => entry.progress.habitFrequency);

/**
 * Habit strength in [0, 1] on `today`, Loop Habit Tracker's score exactly:
 * score_t = score_{t−1}·m + v_t·(1−m) with m = 0.5^(√f/13), f = times/days.
 * For a habit done less than daily, v_t is the number of days with a completion in the trailing
 * window of 2·days days (today included) over 2·times, capped at 1: doubling both smooths
 * schedules that drift across weekdays. A daily habit's v_t is 1 on a done day, else 0.
 * Scoring starts on the first done day (0 before it); a day counts once however many logs it has.
 * `doneDays` are day numbers (`dayNumber`); days after `today` are ignored.
 */
export function habitStrengthOfDays(doneDays: ReadonlySet<number>, frequency: HabitFrequency, today: number): number {
  let first = Infinity;
  for (const day of doneDays) if (day < first) first = day;
  if (first > today) return 0;
  const f = frequency.times / frequency.days;
  const isDoubled = f < 1;
  const needed = isDoubled ? 2 * frequency.times : frequency.times;
  const window = isDoubled ? 2 * frequency.days : frequency.days;
  const multiplier = 0.5 ** (Math.sqrt(f) / 13);
  let score = 0;
  let inWindow = 0;
  for (let day = first; day <= today; day++) {
    if (doneDays.has(day)) inWindow += 1;
    if (doneDays.has(day - window)) inWindow -= 1;
    score = score * multiplier + Math.min(1, inWindow / needed) * (1 - multiplier);
  }
  return Math.max(0, score);
}
