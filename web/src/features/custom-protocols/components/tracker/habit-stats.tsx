import type { CustomDays } from '@uh/core/custom-protocols/custom-protocols.schema';
import { formatStrength, stateCountPhrases, streakPhrase } from '../../lib/tracker-states';

/**
 * Habit strength, the streak, and how many of the 30 days were each state, unknown included and
 * named as days not logged rather than counted as missed.
 */
export function HabitStats({ days }: { days: CustomDays }) {
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-muted-foreground">Habit strength</dt>
          <dd className="figures text-3xl font-bold">{formatStrength(days.strength)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Current streak</dt>
          <dd className="text-lg font-semibold">{streakPhrase(days.streak)}</dd>
        </div>
      </dl>
      <ul aria-label="Days by state" className="flex flex-wrap gap-x-4 gap-y-2">
        {stateCountPhrases(days.counts).map(({ state, text }) => (
          <li key={state} data-state={state} className="text-sm">
            {text}
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">Skipped and paused days keep your streak. Days not logged are not counted as missed.</p>
    </div>
  );
}
