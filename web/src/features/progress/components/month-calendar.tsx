import type { DayCounts } from '@uh/core/progress/progress.schema';
import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { useMemo } from 'react';
import { cn } from '#lib/cn';
import { Button } from '#ui/button';
import { monthWeeks, shiftMonth, WEEKDAY_HEADINGS } from '../lib/month-calendar';
import { longDate, monthTitle } from '../lib/progress-format';
import type { MonthNavigation } from '../lib/use-month-navigation';
import { TRACKED_PROTOCOL_VIEWS } from '#lib/protocol-views';

export type MonthCalendarProps = MonthNavigation & {
  /** The month's per-day counts; null while they load. */
  days: readonly DayCounts[] | null;
};

const doneCount = (counts: DayCounts | undefined) => (counts ? TRACKED_PROTOCOL_VIEWS.filter(({ key }) => counts[key] > 0).length : 0);

/** A month of Monday–Sunday rows; each day shows a marker per protocol done that day (docs/design.md calendars). */
export function MonthCalendar({ month, today, days, selected, onSelect, onMonthChange, onToday }: MonthCalendarProps) {
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const byDate = useMemo(() => new Map((days ?? []).map((day) => [day.date, day])), [days]);
  const isCurrentMonth = month === today.slice(0, 7);
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-lg font-semibold" id="calendar-title" aria-live="polite">
          {monthTitle(month)}
        </h3>
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="icon" aria-label="Previous month" onClick={() => onMonthChange(shiftMonth(month, -1))}>
            <ChevronLeftIcon aria-hidden="true" className="size-5" />
          </Button>
          <Button variant="secondary" size="sm" className="min-h-11" onClick={onToday}>
            Today
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Next month"
            disabled={isCurrentMonth}
            onClick={() => onMonthChange(shiftMonth(month, 1))}
          >
            <ChevronRightIcon aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>
      <table aria-labelledby="calendar-title" aria-busy={days === null} className="w-full table-fixed border-separate border-spacing-1">
        <thead>
          <tr>
            {WEEKDAY_HEADINGS.map((weekday) => (
              <th key={weekday.short} scope="col" abbr={weekday.long} className="pb-1 text-xs font-medium text-muted-foreground">
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((date, column) => {
                if (date === null) return <td key={column} />;
                const counts = byDate.get(date);
                const done = doneCount(counts);
                const isToday = date === today;
                return (
                  <td key={date} className="p-0">
                    <button
                      type="button"
                      aria-pressed={selected === date}
                      aria-current={isToday ? 'date' : undefined}
                      onClick={() => onSelect(date)}
                      className={cn(
                        'flex h-12 w-full flex-col items-center justify-center gap-1 rounded-control text-sm transition-colors duration-150 figures sm:h-14',
                        isToday ? 'border-2 border-ring' : 'border border-border',
                        selected === date ? 'bg-secondary font-semibold text-secondary-foreground' : 'hover:bg-surface-muted',
                        date > today && selected !== date && 'text-muted-foreground',
                      )}
                    >
                      <span aria-hidden="true">{Number(date.slice(8))}</span>
                      <span className="sr-only">
                        {longDate(date)}
                        {isToday ? ', today' : ''}:{' '}
                        {days === null ? 'loading' : `${done} of ${TRACKED_PROTOCOL_VIEWS.length} protocols completed`}
                      </span>
                      <span aria-hidden="true" className="flex gap-0.5">
                        {TRACKED_PROTOCOL_VIEWS.map(({ key, fill }) => (
                          <span
                            key={key}
                            data-protocol={key}
                            data-done={counts !== undefined && counts[key] > 0}
                            className={cn('size-1.5 rounded-full', counts !== undefined && counts[key] > 0 ? fill : 'bg-transparent')}
                          />
                        ))}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {TRACKED_PROTOCOL_VIEWS.map(({ key, label, fill }) => (
          <li key={key} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('size-2 rounded-full', fill)} />
            {label} done
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm border-2 border-ring" />
          Today
        </li>
      </ul>
    </div>
  );
}
