import { dayNumber, fromDayNumber, localDateOf, type LocalDate } from '../common/calendar.logic';

export const PROTOCOL_KEYS = ['thirtyThirtyThirty', 'fasting', 'coldExposure'] as const;
export type ProtocolKey = (typeof PROTOCOL_KEYS)[number];

/** Spec §9 weekly targets: 7 + 4 + 3 = 14 completions a week. */
export const WEEKLY_TARGETS: Record<ProtocolKey, number> = { thirtyThirtyThirty: 7, fasting: 4, coldExposure: 3 };
export const WEEKLY_TARGET_TOTAL = 14;

/** How many completions fell on each local calendar day of `timeZone`. */
export function countByLocalDay(instants: Iterable<Date>, timeZone: string): Map<LocalDate, number> {
  const counts = new Map<LocalDate, number>();
  for (const instant of instants) {
    const day = localDateOf(instant, timeZone);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

/**
 * Consecutive days with a completion, ending today — or yesterday when today has nothing yet,
 * so a streak is not shown broken before the day is over. Days are day numbers (`dayNumber`):
 * the server runs this over years of history, so no date strings in the loop.
 */
export function currentStreakOfDays(days: ReadonlySet<number>, today: number): number {
  const last = days.has(today) ? today : today - 1;
  let streak = 0;
  while (days.has(last - streak)) streak += 1;
  return streak;
}

export function longestStreakOfDays(days: ReadonlySet<number>): number {
  const sorted = [...days].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  sorted.forEach((day, index) => {
    run = index > 0 && sorted[index - 1] === day - 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

/** `currentStreakOfDays` for calendar dates. */
export const currentStreak = (days: ReadonlySet<LocalDate>, today: LocalDate) =>
  currentStreakOfDays(new Set([...days].map(dayNumber)), dayNumber(today));

/** `longestStreakOfDays` for calendar dates. */
export const longestStreak = (days: ReadonlySet<LocalDate>) => longestStreakOfDays(new Set([...days].map(dayNumber)));

/** Days in `[from, to]` inclusive. */
export function daysBetween(from: LocalDate, to: LocalDate): LocalDate[] {
  const days: LocalDate[] = [];
  for (let day = dayNumber(from), last = dayNumber(to); day <= last; day++) days.push(fromDayNumber(day));
  return days;
}

export const countInRange = <TDay extends LocalDate | number>(counts: ReadonlyMap<TDay, number>, from: TDay, to: TDay) => {
  let total = 0;
  for (const [day, count] of counts) if (day >= from && day <= to) total += count;
  return total;
};

/** Completed count over the target, as a rounded percent, never above 100. */
export function adherencePercent(completed: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, Math.round((completed / target) * 100));
}

export type RingColour = 'green' | 'amber' | 'red';

/** Spec §9: green above 60, amber above 30, red otherwise. */
export const ringColour = (percent: number): RingColour => (percent > 60 ? 'green' : percent > 30 ? 'amber' : 'red');

/** Spec §9: above 80 'Excellent!', above 60 'Good Progress', else 'Getting Started'. */
export const adherenceMessage = (percent: number) => (percent > 80 ? 'Excellent!' : percent > 60 ? 'Good Progress' : 'Getting Started');

/** Targets per day used by the habit-strength score: 1 for 30-30-30, 4/7 for fasting, 3/7 for cold. */
export const DAILY_FREQUENCY: Record<ProtocolKey, number> = { thirtyThirtyThirty: 1, fasting: 4 / 7, coldExposure: 3 / 7 };

/**
 * Habit strength in [0, 1] on `today`, by exponential smoothing:
 * score_t = score_{t-1}·m + v_t·(1−m), m = 0.5^(√f/13), where v_t is the share of the target met
 * over the trailing window (one day for a daily habit, seven days otherwise). One missed day
 * costs a little; a month of misses costs a lot.
 */
export function habitStrengthOfDays(
  counts: ReadonlyMap<number, number>,
  frequency: number,
  firstDay: number | null,
  today: number,
): number {
  if (firstDay === null || firstDay > today) return 0;
  const multiplier = 0.5 ** (Math.sqrt(frequency) / 13);
  const window = frequency >= 1 ? 1 : 7;
  const targetInWindow = frequency * window;
  const countOn = (day: number) => counts.get(day) ?? 0;
  let score = 0;
  let inWindow = 0;
  for (let day = firstDay; day <= today; day++) {
    inWindow += countOn(day) - countOn(day - window);
    const value = Math.min(1, inWindow / targetInWindow);
    score = score * multiplier + value * (1 - multiplier);
  }
  return score;
}

/** `habitStrengthOfDays` for calendar dates. */
export function habitStrength(
  counts: ReadonlyMap<LocalDate, number>,
  frequency: number,
  firstDay: LocalDate | null,
  today: LocalDate,
): number {
  const byDay = new Map([...counts].map(([day, count]) => [dayNumber(day), count] as const));
  return habitStrengthOfDays(byDay, frequency, firstDay === null ? null : dayNumber(firstDay), dayNumber(today));
}

/** Spec §9: rounded averages, weight and sleep to one decimal; change % first→last to one decimal. */
export function average(values: readonly number[], decimals = 0): number | null {
  if (values.length === 0) return null;
  const factor = 10 ** decimals;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * factor) / factor;
}

export function changePercent(first: number | undefined, last: number | undefined): number | null {
  if (first === undefined || last === undefined || first === 0) return null;
  return Math.round(((last - first) / first) * 1000) / 10;
}

export type HeartRateTrend = { direction: 'improving' | 'worsening' | 'stable'; earlierAverage: number; recentAverage: number } | null;

/**
 * Spec §9: needs at least 7 heart-rate readings; compares the average of the first three with the
 * last three of the last seven. A lower resting heart rate is an improvement.
 */
export function heartRateTrend(readingsOldestFirst: readonly number[]): HeartRateTrend {
  if (readingsOldestFirst.length < 7) return null;
  const lastSeven = readingsOldestFirst.slice(-7);
  const earlierAverage = average(lastSeven.slice(0, 3), 1)!;
  const recentAverage = average(lastSeven.slice(-3), 1)!;
  const difference = recentAverage - earlierAverage;
  const direction = Math.abs(difference) < 1 ? 'stable' : difference < 0 ? 'improving' : 'worsening';
  return { direction, earlierAverage, recentAverage };
}
