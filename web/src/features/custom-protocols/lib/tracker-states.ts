// The vocabulary alone, not the schema: the dashboard's cards read these words without loading zod.
import { DAY_STATES, type DayState } from '@uh/core/custom-protocols/protocol-document.vocabulary';

// A day's state in words, so colour never carries it alone (docs/design.md). Unknown is said as
// what it is, nothing logged, and never as "not done" (docs/protocols.md, "Entry states").

export const DAY_STATE_LABELS: Record<DayState, string> = {
  done: 'Done',
  partial: 'Partial',
  notDone: 'Not done',
  skipped: 'Skipped',
  paused: 'Paused',
  unknown: 'Not logged',
};

/** An unknown day the schedule did not ask for (a weekday schedule's other days). */
export const NOT_SCHEDULED = 'Not scheduled';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

const COUNT_PHRASES: Record<DayState, (count: number) => string> = {
  done: (count) => `${days(count)} done`,
  partial: (count) => `${days(count)} partly done`,
  notDone: (count) => `${days(count)} not done`,
  skipped: (count) => `${days(count)} skipped`,
  paused: (count) => `${days(count)} paused`,
  unknown: (count) => `${days(count)} not logged`,
};

/** '5 days not logged', '1 day skipped'. */
export const stateCountPhrase = (state: DayState, count: number): string => COUNT_PHRASES[state](count);

/** Every state's count as a phrase, in the states' order, zeros included so nothing is hidden. */
export function stateCountPhrases(counts: Partial<Record<DayState, number>>): { state: DayState; text: string }[] {
  return DAY_STATES.map((state) => ({ state, text: stateCountPhrase(state, counts[state] ?? 0) }));
}

/** Habit strength as shown: 0–100, whole percent. */
export const formatStrength = (strength: number): string => `${Math.round(Math.min(100, Math.max(0, strength)))}%`;

/** '3 days in a row', '1 day in a row', 'No streak yet'. */
export const streakPhrase = (streak: number): string => (streak > 0 ? `${days(streak)} in a row` : 'No streak yet');
