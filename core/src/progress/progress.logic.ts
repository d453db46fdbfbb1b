import { dayNumber, fromDayNumber, localDateOf, type LocalDate } from '../common/calendar.logic';
import { byTrackedProtocol, TRACKED_PROTOCOLS, type ProtocolKey } from '../protocols/protocol-registry';

export type { ProtocolKey } from '../protocols/protocol-registry';

/** The protocols counted in progress, in display order (the registry's tracked entries). */
export const PROTOCOL_KEYS: readonly ProtocolKey[] = TRACKED_PROTOCOLS.map((entry) => entry.key);

/** docs/product.md §9 weekly targets: 7 + 4 + 3 = 14 completions a week. */
export const WEEKLY_TARGETS: Record<ProtocolKey, number> = byTrackedProtocol((entry) => entry.progress.weeklyTarget);
export const WEEKLY_TARGET_TOTAL = PROTOCOL_KEYS.reduce((sum, key) => sum + WEEKLY_TARGETS[key], 0);

/**
 * The protocols a per-protocol record holds, in display order. The rules below work on exactly the
 * protocols their caller gives them: the app passes every counted one, a test as few as it needs.
 */
export const protocolKeysOf = <K extends ProtocolKey>(record: Readonly<Record<K, unknown>>): K[] =>
  PROTOCOL_KEYS.filter((key): key is K => Object.hasOwn(record, key));

/** The local calendar days of `timeZone` on which the instants fall (a day counts once). */
export function localDaysOf(instants: Iterable<Date>, timeZone: string): Set<LocalDate> {
  const days = new Set<LocalDate>();
  for (const instant of instants) days.add(localDateOf(instant, timeZone));
  return days;
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

/** 1970-01-01 was a Thursday: the Monday on or before a day number (weeks start on Monday here). */
export const mondayOfDay = (day: number): number => day - ((((day + 3) % 7) + 7) % 7);

/** Days in `[from, to]` inclusive. */
export function daysBetween(from: LocalDate, to: LocalDate): LocalDate[] {
  const days: LocalDate[] = [];
  for (let day = dayNumber(from), last = dayNumber(to); day <= last; day++) days.push(fromDayNumber(day));
  return days;
}

/** How many of `days` (day numbers) fall in `[from, to]` inclusive. */
export function daysInRange(days: ReadonlySet<number>, from: number, to: number): number {
  let total = 0;
  // Walk whichever is shorter: the span (a week of a ten-year history) or the set.
  if (to - from + 1 <= days.size) {
    for (let day = from; day <= to; day++) if (days.has(day)) total += 1;
  } else {
    for (const day of days) if (day >= from && day <= to) total += 1;
  }
  return total;
}

/**
 * Where the day-based figures of a person start (docs/decisions/0012): their first logged day, so
 * idle days after signing up are not held against them and imported history older than the account
 * still shows; with nothing logged yet, the day the account was created. Never after today.
 */
export const progressStartDay = (firstLogDay: number | null, accountCreatedDay: number, today: number): number =>
  Math.min(firstLogDay ?? accountCreatedDay, today);

/**
 * A protocol's target over `days` counted days: its weekly target scaled to those days, rounded,
 * and at least 1 (so a single day never shows "1 of 0").
 */
export const targetForDays = (weeklyTarget: number, days: number): number =>
  days <= 0 ? 0 : Math.max(1, Math.round((weeklyTarget * days) / 7));

/** Completed count over the target, as a rounded percent, never above 100. */
export function adherencePercent(completed: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, Math.round((completed / target) * 100));
}

export type Adherence<K extends ProtocolKey = ProtocolKey> = {
  completed: number;
  target: number;
  percent: number;
  targets: Record<K, number>;
};

/**
 * Adherence over `days` counted days from each given protocol's number of done days (a day counts
 * once): done days capped at the protocol's own target, over the sum of the targets, as a rounded percent.
 */
export function adherenceOver<K extends ProtocolKey>(doneDays: Readonly<Record<K, number>>, days: number): Adherence<K> {
  const keys = protocolKeysOf(doneDays);
  const targets = Object.fromEntries(keys.map((key) => [key, targetForDays(WEEKLY_TARGETS[key], days)])) as Record<K, number>;
  const target = keys.reduce((sum, key) => sum + targets[key], 0);
  const completed = keys.reduce((sum, key) => sum + Math.min(doneDays[key], targets[key]), 0);
  return { completed, target, percent: adherencePercent(completed, target), targets };
}

export type RingColour = 'green' | 'amber' | 'red';

/** docs/product.md §9: green above 60, amber above 30, red otherwise. */
export const ringColour = (percent: number): RingColour => (percent > 60 ? 'green' : percent > 30 ? 'amber' : 'red');

/** docs/product.md §9: above 80 'Excellent!', above 60 'Good Progress', else 'Getting Started'. */
export const adherenceMessage = (percent: number) => (percent > 80 ? 'Excellent!' : percent > 60 ? 'Good Progress' : 'Getting Started');

/** docs/product.md §9: rounded averages, weight and sleep to one decimal; change % first→last to one decimal. */
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
 * docs/product.md §9: needs at least 7 heart-rate readings; compares the average of the first three with the
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
