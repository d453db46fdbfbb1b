import { assignmentText } from '@uh/core/experiments/experiment-day-words.logic';
import { inSentence } from '@uh/core/common/label-in-sentence.logic';
import { assignedOn } from '@uh/core/experiments/experiment-schedule.logic';
import type {
  ComplianceDay,
  ComplianceMark,
  Experiment,
  ExperimentResult,
  Phase,
  PlanDay,
  Verdict,
} from '@uh/core/experiments/experiments.schema';
import type { InsightLag } from '@uh/core/insights/insights.schema';
import { decimalsFor, effectFigure } from '#lib/effect-figures';

/** How long after the habit's day the outcome is read, as a person says it. */
export const LAG_WORDS: Record<InsightLag, string> = {
  sameDay: 'the same day',
  nextNight: 'the night after',
  nextDay: 'the next day',
};

/** The fewest analysed days with and without the habit before the figures are the person's and not the prior's. */
export const MIN_DAYS_PER_ARM = 3;

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekdayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'narrow', timeZone: 'UTC' });
// Noon, so the calendar day is the same in every zone the formatter might be given.
const noonOf = (day: string) => new Date(`${day}T12:00:00.000Z`);

/** "Mon 30 Nov" */
export const dayText = (day: string) => dayFormat.format(noonOf(day)).replace(',', '');
/** "M", for a cell of the calendar strip. */
export const weekdayLetter = (day: string) => weekdayFormat.format(noonOf(day));
/** "30", for a cell of the calendar strip. */
export const dayOfMonth = (day: string) => String(Number(day.slice(8, 10)));

export type ExperimentStatus = 'upcoming' | 'running' | 'finished';

/** Finished once stopped or past the plan's last day; upcoming before its first. */
export function experimentStatus(experiment: Pick<Experiment, 'plan' | 'stoppedOn'>, today: string): ExperimentStatus {
  const first = experiment.plan[0]?.day ?? today;
  const last = experiment.plan.at(-1)?.day ?? today;
  if (experiment.stoppedOn !== null || today > last) return 'finished';
  return today < first ? 'upcoming' : 'running';
}

/** "Cold exposure" → "cold exposure" inside a sentence; a person's own title keeps its capitals. */

export type Assignment = { phase: Phase | null; assigned: 0 | 1 | null; text: string };

type AssignmentInput = {
  experiment: Pick<Experiment, 'plan' | 'stoppedOn' | 'intervention'>;
  today: string;
  /** "Cold exposure" */
  habit: string;
  /** "do a cold shower or plunge" */
  todo: string;
};

/**
 * What the plan asks of today, in words: "Today: on — do a cold shower or plunge", "Today: off — skip
 * it", "Baseline — as usual, without cold exposure". A washout day keeps its block's assignment and
 * says that it is not counted.
 */
export function assignmentWords({ experiment, today, habit, todo }: AssignmentInput): Assignment {
  const { plan } = experiment;
  if (experiment.stoppedOn !== null) return { phase: null, assigned: null, text: `Stopped on ${dayText(experiment.stoppedOn)}` };
  const index = plan.findIndex((entry) => entry.day === today);
  if (index === -1) {
    const first = plan[0]?.day;
    if (first && today < first) return { phase: null, assigned: null, text: `Starts ${dayText(first)}` };
    return { phase: null, assigned: null, text: 'Finished: the plan has ended' };
  }
  const day = { phase: plan[index]!.phase, assigned: assignedOn(plan, index) };
  // The same words reminders send (core's experiment-day-words).
  return { ...day, text: assignmentText(day, { label: habit, todo }) };
}

export const PHASE_WORDS: Record<Phase, { short: string; long: string }> = {
  baseline: { short: 'Base', long: 'baseline, without it' },
  on: { short: 'On', long: 'on' },
  off: { short: 'Off', long: 'off' },
  washout: { short: 'Settle', long: 'settling in, not counted' },
};

export const MARK_WORDS: Record<ComplianceMark, string> = {
  followed: 'followed',
  notFollowed: 'not followed',
  unknown: 'unknown, nothing logged',
};

export type StripDay = {
  day: string;
  phase: Phase;
  /** 1 when the plan asks for the habit (a washout day keeps its block's). */
  assigned: 0 | 1;
  when: 'past' | 'today' | 'future';
  /** For a day that has passed: what the logs say was done against the plan (null before the result is read). */
  mark: ComplianceMark | null;
  /** "Mon 30 Nov: on, followed", what a screen reader hears for the cell. */
  label: string;
};

/** The plan as the calendar strip shows it: each day's phase and, once passed, whether it was followed. */
export function stripDays(plan: readonly PlanDay[], compliance: readonly ComplianceDay[] | undefined, today: string): StripDay[] {
  const marks = new Map((compliance ?? []).map((entry) => [entry.day, entry.mark]));
  return plan.map((entry, index) => {
    const when = entry.day < today ? 'past' : entry.day === today ? 'today' : 'future';
    const mark = when === 'past' ? (marks.get(entry.day) ?? null) : null;
    const parts = [`${dayText(entry.day)}: ${PHASE_WORDS[entry.phase].long}`];
    if (entry.phase === 'washout') parts.push(assignedOn(plan, index) === 1 ? 'with it' : 'without it');
    if (when === 'today') parts.push('today');
    if (mark) parts.push(MARK_WORDS[mark]);
    return { day: entry.day, phase: entry.phase, assigned: assignedOn(plan, index), when, mark, label: parts.join(', ') };
  });
}

/** "27 days: 12 on, 15 without" — a plan's length and balance, for the preview. */
export function planSummary(plan: readonly PlanDay[]): string {
  const on = plan.filter((_, index) => assignedOn(plan, index) === 1).length;
  const washout = plan.filter((entry) => entry.phase === 'washout').length;
  const base = `${plan.length} days: ${on} with the habit, ${plan.length - on} without`;
  return washout > 0 ? `${base} (${washout} settling-in days not counted)` : base;
}

export const VERDICT_WORDS: Record<Verdict, string> = {
  likelyMeaningful: 'Likely meaningful',
  likelyNoMeaningfulEffect: 'Likely no meaningful effect',
  inconclusive: 'Inconclusive',
};

/** "+4.1 ms (90 % interval 1.2 to 7.0)" */
export function effectText(effect: ExperimentResult['effect'], unit: string): string {
  const decimals = decimalsFor([effect.mean, effect.low, effect.high]);
  return `${effectFigure(effect.mean, decimals, { signed: true })} ${unit} (90 % interval ${effectFigure(effect.low, decimals)} to ${effectFigure(effect.high, decimals)})`;
}

/** "0.82"; "< 0.01" and "> 0.99" at the ends, where two decimals would claim a certainty the model has not. */
export function probabilityText(probability: number): string {
  if (probability < 0.01) return '< 0.01';
  if (probability > 0.99) return '> 0.99';
  return probability.toFixed(2);
}

/** "About 8 more days would settle it (an estimate)", or null when no count is given. */
export function moreDaysText(moreDays: number | null): string | null {
  if (moreDays === null || moreDays === 0) return null;
  return `About ${moreDays} more ${moreDays === 1 ? 'day' : 'days'} would settle it (an estimate)`;
}

/** Before 3 analysed days with and 3 without, the prior speaks and not the person's days: figures are held back. */
export const hasEnoughDays = (result: Pick<ExperimentResult, 'daysOn' | 'daysOff'>) =>
  result.daysOn >= MIN_DAYS_PER_ARM && result.daysOff >= MIN_DAYS_PER_ARM;

/** "2 of 3 days with it, 0 of 3 without" while the figures are held back. */
export const daysToFirstFigures = ({ daysOn, daysOff }: Pick<ExperimentResult, 'daysOn' | 'daysOff'>) =>
  `${Math.min(daysOn, MIN_DAYS_PER_ARM)} of ${MIN_DAYS_PER_ARM} days with it, ${Math.min(daysOff, MIN_DAYS_PER_ARM)} of ${MIN_DAYS_PER_ARM} without`;

type QuestionInput = { habit: string; outcome: string; lag: InsightLag; direction: 'increase' | 'decrease' };

/** "Does cold exposure raise your HRV the night after?", the experiment's question in one line. */
export function questionText({ habit, outcome, lag, direction }: QuestionInput): string {
  const verb = direction === 'increase' ? 'raise' : 'lower';
  return `Does ${inSentence(habit)} ${verb} your ${inSentence(outcome)} ${LAG_WORDS[lag]}?`;
}
