import { fromDayNumber, type LocalDate } from '../common/calendar.logic';
import { HABIT_FREQUENCY, habitStrengthOfDays } from './habit-strength.logic';
import { currentStreakOfDays, longestStreakOfDays, protocolKeysOf, type ProtocolKey } from './progress.logic';

/**
 * Per protocol the caller counts (the app: every counted protocol), the local days (as day numbers,
 * see `dayNumber`) with at least one completion.
 */
export type DoneDays<K extends ProtocolKey = ProtocolKey> = Readonly<Record<K, ReadonlySet<number>>>;

/** What a protocol's whole history says on a given day, whatever range is shown. */
export type ProtocolHistoryFacts = {
  currentStreak: number;
  longestStreak: number;
  /** 0–100. */
  habitStrength: number;
  lastCompletedOn: LocalDate | null;
};

export type HistoryFacts<K extends ProtocolKey = ProtocolKey> = {
  protocols: Record<K, ProtocolHistoryFacts>;
  /** Days in a row with any protocol completed. */
  anyProtocolStreak: number;
};

/**
 * The figures that walk a person's whole history (streaks, habit strength, the last completion):
 * they change only with the history or the day, so the server keeps them between requests.
 */
export function historyFactsOf<K extends ProtocolKey>(done: DoneDays<K>, today: number): HistoryFacts<K> {
  const keys = protocolKeysOf(done);
  const factsOf = (key: K): ProtocolHistoryFacts => {
    let lastDay: number | null = null;
    for (const day of done[key]) if (lastDay === null || day > lastDay) lastDay = day;
    return {
      currentStreak: currentStreakOfDays(done[key], today),
      longestStreak: longestStreakOfDays(done[key]),
      habitStrength: Math.round(habitStrengthOfDays(done[key], HABIT_FREQUENCY[key], today) * 100),
      lastCompletedOn: lastDay === null ? null : fromDayNumber(lastDay),
    };
  };
  return {
    protocols: Object.fromEntries(keys.map((key) => [key, factsOf(key)])) as Record<K, ProtocolHistoryFacts>,
    anyProtocolStreak: currentStreakOfDays(new Set(keys.flatMap((key) => [...done[key]])), today),
  };
}
