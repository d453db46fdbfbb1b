import type { ProgressRange } from '@uh/core/progress/progress.schema';
import { useIsHydrating } from '#lib/use-hydrating';
import CalendarDaysIcon from 'lucide-react/icons/calendar-days';
import { cn } from '#lib/cn';

const TIMEFRAMES: readonly { value: ProgressRange; label: string }[] = [
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'all', label: 'All' },
];

/** docs/product.md §2: Week (Monday-based date range), Month ('Last 30 Days'), All. */
export function TimeframeSelector({
  value,
  onChange,
  caption,
}: {
  value: ProgressRange;
  onChange: (range: ProgressRange) => void;
  caption: string;
}) {
  const isHydrating = useIsHydrating();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div role="group" aria-label="Timeframe" className="inline-flex w-full rounded-control bg-surface-muted p-1 sm:w-auto">
        {TIMEFRAMES.map((timeframe) => {
          const isPressed = timeframe.value === value;
          return (
            <button
              key={timeframe.value}
              type="button"
              aria-pressed={isPressed}
              disabled={isHydrating}
              onClick={() => onChange(timeframe.value)}
              className={cn(
                'min-h-11 flex-1 rounded-[calc(var(--radius-control)-2px)] px-5 text-sm font-medium transition-colors duration-150 sm:flex-none',
                isPressed ? 'bg-tab-active text-foreground shadow-card' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {timeframe.label}
            </button>
          );
        })}
      </div>
      <p className="flex items-center gap-2 font-medium figures" data-testid="timeframe-caption">
        <CalendarDaysIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        {caption}
      </p>
    </div>
  );
}
