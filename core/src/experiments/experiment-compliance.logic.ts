import type { LocalDate } from '../common/calendar.logic';
import { assignedOn } from './experiment-schedule.logic';
import type { ComplianceDay, PlanDay } from './experiments.schema';

/**
 * Each planned day against what the logs say was done: 1 done, 0 logged as not done, and no entry
 * (nothing logged, skipped, paused) unknown.
 *
 * - followed: done as assigned.
 * - notFollowed: done on an off day, or not done on an on day. Such a day is analysed by what was
 *   actually done ("as treated"), never as if the plan had been followed, and is counted and listed
 *   in the result so the person sees how far the experiment strayed from its plan.
 * - unknown: nothing known about the habit that day. Left out of the analysis, never counted as a
 *   day without.
 *
 * A day enters the analysis when the habit is known, it is not a washout day, and it has an outcome.
 * `done` and `outcomes` are keyed by plan day; the outcome is the one the lag pairs with that day.
 */
export function markCompliance(
  plan: readonly PlanDay[],
  done: ReadonlyMap<LocalDate, 0 | 1>,
  outcomes: ReadonlyMap<LocalDate, number>,
): ComplianceDay[] {
  return plan.map((entry, index) => {
    const assigned = assignedOn(plan, index);
    const actual = done.get(entry.day) ?? null;
    const mark = actual === null ? 'unknown' : actual === assigned ? 'followed' : 'notFollowed';
    const outcome = outcomes.get(entry.day);
    const analysed = actual !== null && entry.phase !== 'washout' && outcome !== undefined && Number.isFinite(outcome);
    return { ...entry, assigned, done: actual, mark, analysed };
  });
}

/** The days to list under the result: those that went against the plan, and those with nothing known. */
export function complianceSummary(days: readonly ComplianceDay[]): { notFollowedDays: LocalDate[]; unknownDays: LocalDate[] } {
  return {
    notFollowedDays: days.filter((day) => day.mark === 'notFollowed').map((day) => day.day),
    unknownDays: days.filter((day) => day.mark === 'unknown').map((day) => day.day),
  };
}
