import { habitStrengthOfDays } from '../progress/habit-strength.logic';
import type { EvaluatedDay } from './day-state.logic';
import { measurableComponent, shareOfTarget, type MeasurableComponent } from './measurable-protocol.logic';
import { frequencyOf, type ProtocolDocument } from './protocol-document.schema';

/**
 * Habit strength, 0..1, on the last of `days` (contiguous, oldest first): Loop Habit Tracker's score,
 * score_t = score_{t−1}·m + v_t·(1−m) with m = 0.5^(√f/13) and f = times/days of the schedule.
 *
 * Skipped and paused days are taken out of the timeline: the score carries over them unchanged and
 * the trailing windows pass over them, so a week away neither lowers the score nor spends the
 * sessions done before it. Unknown days count as nothing done (v = 0, a figure of 0), as in Loop:
 * the strength is a single number that must decay when logging stops, and the day counts still
 * show unknown days apart from not done ones.
 */
export function customHabitStrength(document: ProtocolDocument, days: readonly EvaluatedDay[]): number {
  const counted = days.filter((day) => day.state !== 'skipped' && day.state !== 'paused');
  const measurable = measurableComponent(document);
  if (measurable) return measurableStrength(document, measurable, counted);
  // A yes/no habit: Loop's rule, shared with the built-in protocols.
  const doneDays = new Set<number>();
  counted.forEach((day, index) => {
    if (day.state === 'done') doneDays.add(index);
  });
  return habitStrengthOfDays(doneDays, frequencyOf(document.schedule), counted.length - 1);
}

/**
 * A habit held to a number: v_t is how far the sum of the figures over the trailing `days` days (the
 * schedule's period, not doubled) goes toward `times` × the target. At 10 000 steps a day that is
 * the day's steps over 10 000; at 4 saunas of 15 minutes in 7 days, a week's minutes over 60. An
 * at-most habit starts at full strength: nothing has been overdone yet.
 */
function measurableStrength(document: ProtocolDocument, component: MeasurableComponent, days: readonly EvaluatedDay[]): number {
  const { times, days: window } = frequencyOf(document.schedule);
  const f = times / window;
  const multiplier = 0.5 ** (Math.sqrt(f) / 13);
  const periodTarget = { ...component.target, value: component.target.value * times };
  const figures = days.map((day) => day.figures[component.id] ?? 0);
  let score = component.target.kind === 'atMost' ? 1 : 0;
  let sum = 0;
  figures.forEach((figure, index) => {
    sum += figure - (figures[index - window] ?? 0);
    score = score * multiplier + shareOfTarget(periodTarget, sum) * (1 - multiplier);
  });
  return Math.min(1, Math.max(0, score));
}
