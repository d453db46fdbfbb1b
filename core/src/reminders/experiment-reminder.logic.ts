import { addDays, localDateOf, type LocalDate } from '../common/calendar.logic';
import { experimentDayWords, type ExperimentDay, type HabitWords } from '../experiments/experiment-day-words.logic';
import { deferPastQuietHours, instantAt } from './reminders.logic';
import type { ReminderMessage, ReminderSchedule } from './reminders.schema';

/**
 * The experiments' daily reminder (docs/experiments.md, "Reminders"): one each day an experiment
 * runs, telling that day's assignment, through the person's reminder channels. Pure, like the
 * other kinds: the planner passes the clock and the experiments' running days in.
 */

/** The delivery queue's kind for it, beside the built-in kinds and own protocols' `customProtocol`. */
export const EXPERIMENT_REMINDER_KIND = 'experiment';

/** When no morning time is set: early enough to plan the day around the habit, or without it. */
export const DEFAULT_EXPERIMENT_REMINDER_TIME = '08:00';

/** The person's morning time (their 30-30-30 reminder's, when it is on), else 08:00. */
export function experimentReminderTime(schedule: ReminderSchedule): string {
  return schedule.morningThirty.enabled ? schedule.morningThirty.time : DEFAULT_EXPERIMENT_REMINDER_TIME;
}

/** Each running day of one of the person's experiments (stopped and ended days already left out). */
export type ExperimentRunningDays = { experimentId: number; days: readonly LocalDate[] };

export type ExperimentOccurrence = {
  /** `experiment:<id>:<day>`: with the person and channel, the queue's unique key, so a day is sent once. */
  key: string;
  experimentId: number;
  localDate: LocalDate;
  dueAt: Date;
  /** The end of its day: a day's assignment is not worth telling once the day is over. */
  expiresAt: Date;
};

/**
 * The experiment days whose reminder falls in (from, to] and is still worth sending at `to`: at the
 * morning time of each running day, moved past the quiet hours; one that would then fall after its
 * day's end is left out. None while the person has them switched off.
 */
export function dueExperimentReminders(input: {
  experiments: readonly ExperimentRunningDays[];
  schedule: ReminderSchedule;
  timeZone: string;
  from: Date;
  to: Date;
}): ExperimentOccurrence[] {
  const { schedule, timeZone, from, to } = input;
  if (!schedule.experiments.enabled) return [];
  const time = experimentReminderTime(schedule);
  // A day before `from`'s day too: quiet hours may carry its reminder past midnight (and out of its day).
  const firstDay = addDays(localDateOf(from, timeZone), -1);
  const lastDay = localDateOf(to, timeZone);
  const occurrences: ExperimentOccurrence[] = [];
  for (const { experimentId, days } of input.experiments) {
    for (const localDate of days) {
      if (localDate < firstDay || localDate > lastDay) continue;
      const dueAt = deferPastQuietHours(instantAt(localDate, time, timeZone), schedule.quietHours, timeZone);
      const expiresAt = instantAt(addDays(localDate, 1), '00:00', timeZone);
      if (dueAt > from && dueAt <= to && dueAt < expiresAt && expiresAt > to) {
        occurrences.push({ key: `experiment:${experimentId}:${localDate}`, experimentId, localDate, dueAt, expiresAt });
      }
    }
  }
  return occurrences.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}

/** What the reminder says on every channel; it opens the experiment's page. */
export function experimentReminderMessage(experimentId: number, day: ExperimentDay, habit: HabitWords): ReminderMessage {
  return { ...experimentDayWords(day, habit), path: `/experiments/${experimentId}` };
}
