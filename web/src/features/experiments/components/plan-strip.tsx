import CheckIcon from 'lucide-react/icons/check';
import CircleHelpIcon from 'lucide-react/icons/circle-help';
import XIcon from 'lucide-react/icons/x';
import type { ComplianceMark, Phase } from '@uh/core/experiments/experiments.schema';
import { cn } from '#lib/cn';
import { dayOfMonth, PHASE_WORDS, weekdayLetter, type StripDay } from '../lib/experiment-words';

// Told apart by more than colour: each phase has its word in the cell, and baseline and settling-in days a dashed edge.
const PHASE_CLASSES: Record<Exclude<Phase, 'washout'>, string> = {
  on: 'border-primary bg-primary text-primary-foreground',
  off: 'border-border bg-surface-muted text-foreground',
  baseline: 'border-dashed border-muted-foreground bg-surface text-foreground',
};

/** A settling-in day is coloured as its block (with the habit or without), with a dashed edge. */
const cellClasses = ({ phase, assigned }: StripDay) =>
  phase !== 'washout'
    ? PHASE_CLASSES[phase]
    : assigned === 1
      ? 'border-dashed border-primary-foreground bg-primary text-primary-foreground'
      : 'border-dashed border-muted-foreground bg-surface-muted text-foreground';

const MARK_ICONS: Record<ComplianceMark, typeof CheckIcon> = { followed: CheckIcon, notFollowed: XIcon, unknown: CircleHelpIcon };

type PlanStripProps = { days: readonly StripDay[]; labelledBy: string };

/** The plan, one cell a day: weekday and date, the phase in a word, and once passed whether it was followed. */
export function PlanStrip({ days, labelledBy }: PlanStripProps) {
  return (
    <ol aria-labelledby={labelledBy} className="flex flex-wrap gap-1.5">
      {days.map((entry) => {
        const Mark = entry.mark ? MARK_ICONS[entry.mark] : null;
        return (
          <li
            key={entry.day}
            aria-current={entry.when === 'today' ? 'date' : undefined}
            className={cn(
              'figures flex w-11 flex-col items-center rounded-control border px-0.5 py-1 text-xs leading-tight',
              cellClasses(entry),
              entry.when === 'today' && 'ring-2 ring-ring ring-offset-2 ring-offset-background',
              entry.when === 'past' && 'opacity-90',
            )}
          >
            <span className="sr-only">{entry.label}</span>
            <span aria-hidden="true">{weekdayLetter(entry.day)}</span>
            <span aria-hidden="true" className="text-sm font-semibold">
              {dayOfMonth(entry.day)}
            </span>
            <span aria-hidden="true">{PHASE_WORDS[entry.phase].short}</span>
            <span aria-hidden="true" className="flex h-4 items-center">
              {Mark ? <Mark className="size-3.5" /> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** What the cells' words and marks mean, under the strip. */
export function PlanStripKey({ withMarks }: { withMarks: boolean }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <li>Base: baseline, without the habit</li>
      <li>On: with it</li>
      <li>Off: without it</li>
      <li>Settle: first days of a block, not counted</li>
      {withMarks ? (
        <>
          <li className="flex items-center gap-1">
            <CheckIcon aria-hidden="true" className="size-3.5" /> followed
          </li>
          <li className="flex items-center gap-1">
            <XIcon aria-hidden="true" className="size-3.5" /> not followed
          </li>
          <li className="flex items-center gap-1">
            <CircleHelpIcon aria-hidden="true" className="size-3.5" /> nothing logged
          </li>
        </>
      ) : null}
    </ul>
  );
}
