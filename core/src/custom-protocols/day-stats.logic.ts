import type { EvaluatedDay } from './day-state.logic';
import { DAY_STATES, frequencyOf, type DayState, type ProtocolSchedule } from './protocol-document.schema';

export type DayStats = { counts: Record<DayState, number>; streak: number };

/**
 * Days per state, over the days the schedule asks for, and the current streak: done days in a row
 * back from the last day (docs/protocols.md, "Streaks").
 *
 * - Skipped, paused and unscheduled days are passed over: they neither add to it nor break it.
 * - The last day still unknown (today, not logged yet) does not break it.
 * - With `times` in `days` (fewer than every day), a day that is not done keeps it alive while the
 *   `days` days ending on it already hold `times` done days: resting between sessions is the plan.
 *
 * `schedule` defaults to daily, where every scheduled day must be done.
 */
export function dayStats(days: readonly EvaluatedDay[], schedule: ProtocolSchedule = { kind: 'daily' }): DayStats {
  const counts = Object.fromEntries(DAY_STATES.map((state) => [state, 0])) as Record<DayState, number>;
  for (const day of days) if (day.scheduled) counts[day.state] += 1;
  return { counts, streak: streakOf(days, schedule) };
}

function streakOf(days: readonly EvaluatedDay[], schedule: ProtocolSchedule): number {
  const { times, days: period } = frequencyOf(schedule);
  const restDaysAllowed = schedule.kind === 'frequency' && times < period;
  let streak = 0;
  for (let index = days.length - 1; index >= 0; index--) {
    const day = days[index];
    if (!day) break;
    if (day.state === 'done') {
      streak += 1;
      continue;
    }
    if (!day.scheduled || day.state === 'skipped' || day.state === 'paused') continue;
    if (index === days.length - 1 && day.state === 'unknown') continue;
    if (restDaysAllowed && doneDaysEndingAt(days, index, period) >= times) continue;
    break;
  }
  return streak;
}

/** Done days among the `period` days ending on `index` (the days before the range are not known). */
function doneDaysEndingAt(days: readonly EvaluatedDay[], index: number, period: number): number {
  let done = 0;
  for (let back = index; back > index - period && back >= 0; back--) if (days[back]?.state === 'done') done += 1;
  return done;
}
