import { JOURNAL_FILTERS } from '@uh/core/voice-journal/journal.schema';
import { JOURNAL_ENTRY_TYPES, type JournalEntryType } from '@uh/core/voice-journal/voice-journal.schema';

export type JournalFilter = keyof typeof JOURNAL_FILTERS;

/** docs/product.md §2: the filter tabs, in order. */
export const JOURNAL_TABS: readonly { filter: JournalFilter; label: string }[] = [
  { filter: 'all', label: 'All' },
  { filter: 'meals', label: 'Meals' },
  { filter: 'exercise', label: 'Exercise' },
  { filter: 'biometrics', label: 'Biometrics' },
  { filter: 'notes', label: 'Notes' },
];

/** Said under the tabs: the kinds without a tab of their own and where they show. */
export const FILTER_COVERAGE = 'Biometrics also shows water. Notes also shows supplements, fasting and cold exposure.';

/** The `type` query of `GET /api/journal/entries`, or null for every type. */
export function typeParam(filter: JournalFilter): string | null {
  return filter === 'all' ? null : JOURNAL_FILTERS[filter].join(',');
}

const TYPE_LABELS: Record<JournalEntryType, string> = {
  meal: 'Meal',
  exercise: 'Exercise',
  biometric: 'Biometrics',
  water: 'Water',
  supplement: 'Supplement',
  cold_exposure: 'Cold exposure',
  fasting: 'Fasting',
  note: 'Note',
};

const isEntryType = (type: string): type is JournalEntryType => (JOURNAL_ENTRY_TYPES as readonly string[]).includes(type);

/** docs/product.md §3: a type the page does not know is shown as a generic item. */
export const typeLabel = (type: string) => (isEntryType(type) ? TYPE_LABELS[type] : 'Entry');

/** The {type} of 'Added a new {type} entry to your journal.': 'meal', 'cold exposure', 'biometric'. */
export const typeNoun = (type: string) => (type === 'biometric' ? 'biometric' : typeLabel(type).toLowerCase());
