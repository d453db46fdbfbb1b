import { hydrationOunces, type ChecklistItemKey } from '../checklist/checklist.logic';
import { MORNING_EXERCISE_MINUTES, MORNING_PROTEIN_GRAMS } from './journal-logs.logic';
import type { JournalEntryType } from './voice-journal.schema';

/** What a day's journal entries say, as the server reads them. */
export type JournalDay = {
  types: readonly JournalEntryType[];
  /** Ounces of water in the day's water entries. */
  waterOunces: number;
  /** The latest body weight known on that day, in lbs; null when none was ever logged. */
  latestWeightLbs: number | null;
  /** The most protein one meal entry of the day names, in grams (0 when none does). */
  mostMealProteinGrams?: number;
  /** The longest exercise entry of the day, in minutes (0 when none says how long). */
  longestExerciseMinutes?: number;
  /** A completed 30-30-30 session on the day, which ticks both morning items on its own. */
  hasThirtyCompleted?: boolean;
};

export type JournalItems = Partial<Record<ChecklistItemKey, boolean>>;

/**
 * The checklist items a day's journal entries decide: any entry is the journal entry; a supplement
 * entry, the supplements; a meal with 30 g of protein, the morning protein, and 30 minutes of
 * exercise, the morning exercise (either also done by a completed 30-30-30 session that day);
 * water adding up to the hydration target (half the body weight in lbs, as ounces) the hydration
 * item. Without a weight there is no target, so hydration is left alone.
 */
export function journalDayItems(day: JournalDay): JournalItems {
  const items: JournalItems = {
    journalEntryCompleted: day.types.length > 0,
    supplementsCompleted: day.types.includes('supplement'),
  };
  if (day.types.includes('meal') || day.mostMealProteinGrams !== undefined) {
    items.morningProteinCompleted = (day.mostMealProteinGrams ?? 0) >= MORNING_PROTEIN_GRAMS || day.hasThirtyCompleted === true;
  }
  if (day.types.includes('exercise') || day.longestExerciseMinutes !== undefined) {
    items.morningExerciseCompleted = (day.longestExerciseMinutes ?? 0) >= MORNING_EXERCISE_MINUTES || day.hasThirtyCompleted === true;
  }
  if (day.latestWeightLbs !== null && day.latestWeightLbs > 0) {
    items.hydrationTargetCompleted = day.waterOunces >= hydrationOunces(day.latestWeightLbs);
  }
  return items;
}

/** The items an entry of this type can change: only those are re-derived when it is edited or deleted. */
export function itemsOfType(type: JournalEntryType): ChecklistItemKey[] {
  if (type === 'supplement') return ['journalEntryCompleted', 'supplementsCompleted'];
  if (type === 'water') return ['journalEntryCompleted', 'hydrationTargetCompleted'];
  if (type === 'meal') return ['journalEntryCompleted', 'morningProteinCompleted'];
  if (type === 'exercise') return ['journalEntryCompleted', 'morningExerciseCompleted'];
  return ['journalEntryCompleted'];
}

/**
 * The changes to make on a day: after an entry was added only ticks (a manual tick is never taken
 * away by journaling); after an edit or delete the items the entry could change become exactly
 * what the day's entries say (docs/decisions/0011).
 */
export function journalItemChanges(day: JournalDay, types: readonly JournalEntryType[], change: 'logged' | 'changed'): JournalItems {
  const derived = journalDayItems(day);
  const affected = new Set(types.flatMap(itemsOfType));
  const changes: JournalItems = {};
  for (const key of affected) {
    const value = derived[key];
    if (value === undefined) continue;
    if (change === 'logged' && !value) continue;
    changes[key] = value;
  }
  return changes;
}
