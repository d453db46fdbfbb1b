import type { Experiment } from '@uh/core/experiments/experiments.schema';
import { assignmentWords, experimentStatus, type Assignment } from './experiment-words';

/** An experiment's names as its pages word them (components/experiment-title.ts). */
type Names = { habit: string; todo: string; title: string };

/** What the dashboard and the checklist show of one running experiment today. */
export type TodayInExperiment = {
  id: number;
  /** "Cold exposure → HRV, the night after" */
  title: string;
  /** "Day 9 of 27" */
  dayCount: string;
  /** The same words as the experiment's own page: "Baseline — as usual, without cold exposure". */
  assignment: Assignment;
  href: string;
};

/** "Day 9 of 27", or null when today is not a day of the plan. */
export function dayCountText(plan: Experiment['plan'], today: string): string | null {
  const index = plan.findIndex((entry) => entry.day === today);
  return index === -1 ? null : `Day ${index + 1} of ${plan.length}`;
}

/**
 * Today's assignment of an experiment that is running (started, not stopped, not past its last
 * day), or null for any other: an upcoming or finished one asks nothing of today.
 */
export function todayInExperiment(experiment: Experiment, names: Names, today: string): TodayInExperiment | null {
  if (experimentStatus(experiment, today) !== 'running') return null;
  const dayCount = dayCountText(experiment.plan, today);
  if (dayCount === null) return null;
  return {
    id: experiment.id,
    title: names.title,
    dayCount,
    assignment: assignmentWords({ experiment, today, habit: names.habit, todo: names.todo }),
    href: `/experiments/${experiment.id}`,
  };
}
