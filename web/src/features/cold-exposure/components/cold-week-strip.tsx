import { coldStripLevel, type ColdStripLevel } from '@uh/core/cold-exposure/cold-exposure.logic';
import { localDateOf, weekDaysOf } from '@uh/core/common/calendar.logic';
import type { ColdLog } from '@uh/core/cold-exposure/cold-exposure.schema';
import { formatDurationWords } from '@uh/core/common/duration-format.logic';
import { cn } from '#lib/cn';
import { dailyTotals, formatStripDuration } from '../lib/cold-summary';

/** docs/product.md §9: 0 grey, under 60 s light blue, under 180 s medium blue, 180 s or more strong blue. */
const LEVELS: Record<ColdStripLevel, { className: string; legend: string }> = {
  none: { className: 'bg-surface-muted text-muted-foreground', legend: 'None' },
  light: { className: 'bg-cold-level-light text-cold-level-light-foreground', legend: 'Under 1:00' },
  medium: { className: 'bg-cold-level-medium text-cold-level-medium-foreground', legend: '1:00–2:59' },
  strong: { className: 'bg-cold-level-strong text-cold-level-strong-foreground', legend: '3:00 or more' },
};

// Local dates are calendar days, so they are formatted at UTC noon (no time zone shift).
const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);
const weekdayShort = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const dayLong = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function ColdWeekLegend() {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
      {(Object.keys(LEVELS) as ColdStripLevel[]).map((level) => (
        <li key={level} className="flex items-center gap-2">
          <span aria-hidden="true" className={cn('size-4 rounded border border-border', LEVELS[level].className)} />
          {LEVELS[level].legend}
        </li>
      ))}
    </ul>
  );
}

/** The strip's week runs Sunday to Saturday (docs/product.md §9), unlike the Monday weeks elsewhere: its heading says so. */
export const COLD_WEEK_LABEL = { visible: 'Sun–Sat', spoken: 'Sunday to Saturday' } as const;

/** The current week from Sunday in the user's time zone; each day coloured by its total time. */
export function ColdWeekStrip({ logs, timeZone, now }: { logs: readonly ColdLog[]; timeZone: string; now: Date }) {
  const days = weekDaysOf(now, timeZone, 0);
  const today = localDateOf(now, timeZone);
  const totals = dailyTotals(logs, days, timeZone);
  return (
    <ol aria-label={`This week, ${COLD_WEEK_LABEL.spoken}`} className="grid grid-cols-7 gap-1 sm:gap-2">
      {days.map((day) => {
        const total = totals.get(day) ?? 0;
        const level = coldStripLevel(total);
        const isToday = day === today;
        const date = atNoon(day);
        return (
          <li
            key={day}
            data-level={level}
            aria-current={isToday ? 'date' : undefined}
            className={cn(
              'flex min-h-20 flex-col items-center justify-center gap-0.5 rounded-control px-0.5 py-2 text-center',
              LEVELS[level].className,
              isToday && 'outline-2 outline-offset-2 outline-foreground',
            )}
          >
            <span aria-hidden="true" className="text-xs font-medium">
              {weekdayShort.format(date)}
            </span>
            <span aria-hidden="true" className="figures text-base font-bold">
              {date.getUTCDate()}
            </span>
            <span aria-hidden="true" className="figures text-xs">
              {formatStripDuration(total)}
            </span>
            <span className="sr-only">
              {`${dayLong.format(date)}${isToday ? ' (today)' : ''}: ${total > 0 ? formatDurationWords(total) : 'no session'}`}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Same size as the strip while the history loads. */
export function ColdWeekStripSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-7 gap-1 sm:gap-2">
      {Array.from({ length: 7 }, (_, index) => (
        <div key={index} className="min-h-20 animate-pulse rounded-control bg-surface-muted motion-reduce:animate-none" />
      ))}
    </div>
  );
}
