import type { LocalDate } from '../common/calendar.logic';
import { protocolEntry } from '../protocols/protocol-registry';
import { assignedOn } from './experiment-schedule.logic';
import { inSentence } from '../common/label-in-sentence.logic';
import type { ExperimentIntervention, Phase, PlanDay } from './experiments.schema';

/** One running day of an experiment: where it stands in the plan and what the plan asks of it. */
export type ExperimentDay = {
  /** 1 on the plan's first day. */
  dayNumber: number;
  planDays: number;
  phase: Phase;
  /** 1 with the habit, 0 without; a washout day keeps its block's. */
  assigned: 0 | 1;
};

/**
 * The plan's entry for `day` while the experiment runs; null before its first day, after its last,
 * and from the day it was stopped on (that day's figures no longer count, so it asks nothing).
 */
export function experimentDayOn(plan: readonly PlanDay[], stoppedOn: LocalDate | null, day: LocalDate): ExperimentDay | null {
  if (stoppedOn !== null && day >= stoppedOn) return null;
  const index = plan.findIndex((entry) => entry.day === day);
  if (index === -1) return null;
  return { dayNumber: index + 1, planDays: plan.length, phase: plan[index]!.phase, assigned: assignedOn(plan, index) };
}

/** What an "on" day asks: "do a cold shower or plunge", or "do Evening walk" for a protocol of the person's own. */
export function habitTodo(intervention: ExperimentIntervention, habitLabel: string): string {
  return intervention.kind === 'protocol' ? protocolEntry(intervention.protocol).habit.todo : `do ${habitLabel}`;
}

/** The habit as a day's words name it: its label ("Cold exposure") and what doing it means. */
export type HabitWords = { label: string; todo: string };

/**
 * What a day of the plan asks, the same on the experiment's pages, the dashboard, the checklist and
 * in reminders: "Today: on — do a cold shower or plunge", "Today: off — skip it", "Baseline — as
 * usual, without cold exposure", and a washout day's ask with "(a settling-in day, not counted)".
 */
export function assignmentText(day: Pick<ExperimentDay, 'phase' | 'assigned'>, habit: HabitWords): string {
  if (day.phase === 'baseline') return `Baseline — as usual, without ${inSentence(habit.label)}`;
  const asked = day.assigned === 1 ? `Today: on — ${habit.todo}` : 'Today: off — skip it';
  return day.phase === 'washout' ? `${asked} (a settling-in day, not counted)` : asked;
}

/** A reminder's words for a day: "Experiment day 9 of 27" and "Today: on — do a cold shower or plunge." */
export function experimentDayWords(day: ExperimentDay, habit: HabitWords): { title: string; body: string } {
  return { title: `Experiment day ${day.dayNumber} of ${day.planDays}`, body: `${assignmentText(day, habit)}.` };
}
