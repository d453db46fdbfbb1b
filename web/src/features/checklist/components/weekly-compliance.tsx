import type { WeeklyCircle } from '@uh/core/checklist/checklist.logic';
import CheckIcon from 'lucide-react/icons/check';
import XIcon from 'lucide-react/icons/x';
import { cn } from '#lib/cn';
import { formatPercent, type WeeklyDay } from '../lib/checklist-view';

/** docs/product.md §4 circles: colour always comes with an icon or the percentage. */
const CIRCLES: Record<WeeklyCircle, string> = {
  complete: 'border-status-good bg-status-good text-surface',
  partial: 'border-status-warn bg-protocol-thirty-soft text-foreground',
  started: 'border-input-border bg-surface text-foreground',
  missed: 'border-status-bad bg-surface text-status-bad',
  empty: 'border-border bg-surface-muted text-muted-foreground',
};

function CircleContent({ day }: { day: WeeklyDay }) {
  if (day.circle === 'complete') return <CheckIcon className="size-5" strokeWidth={3} />;
  if (day.circle === 'missed') return <XIcon className="size-5" strokeWidth={3} />;
  return <>{formatPercent(day.percent)}</>;
}

/** Monday to Sunday of this week, each day's checklist percentage as a circle; today outlined. */
export function WeeklyCompliance({ days }: { days: readonly WeeklyDay[] }) {
  return (
    <section aria-labelledby="weekly-compliance-heading" className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-6">
      <h2 id="weekly-compliance-heading" className="mb-4 text-lg font-semibold">
        Weekly Compliance
      </h2>
      <ol aria-labelledby="weekly-compliance-heading" className="grid grid-cols-7 gap-1 sm:gap-2">
        {days.map((day) => (
          <li
            key={day.date}
            data-circle={day.circle}
            aria-current={day.isToday ? 'date' : undefined}
            className="flex flex-col items-center gap-1.5"
          >
            <span
              aria-hidden="true"
              className={cn(
                'figures flex size-10 items-center justify-center rounded-full border-2 text-xs font-semibold sm:size-12 sm:text-sm',
                CIRCLES[day.circle],
                day.isToday && 'outline-2 outline-offset-2 outline-foreground',
              )}
            >
              <CircleContent day={day} />
            </span>
            <span aria-hidden="true" className={cn('text-xs text-muted-foreground', day.isToday && 'font-semibold text-foreground')}>
              {day.weekday}
            </span>
            <span className="sr-only">{day.label}</span>
          </li>
        ))}
      </ol>
      <ul aria-label="Legend" className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-xs text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('flex size-4 items-center justify-center rounded-full border', CIRCLES.complete)}>
            <CheckIcon className="size-3" strokeWidth={3} />
          </span>
          75% or more
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('size-4 rounded-full border-2', CIRCLES.partial)} />
          50–74%
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('flex size-4 items-center justify-center rounded-full border', CIRCLES.missed)}>
            <XIcon className="size-3" strokeWidth={3} />
          </span>
          Missed
        </li>
      </ul>
    </section>
  );
}
