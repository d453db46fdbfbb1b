import type { DayCounts } from '@uh/core/progress/progress.schema';
import CircleIcon from 'lucide-react/icons/circle';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import { cn } from '#lib/cn';
import { longDate } from '../lib/progress-format';
import { TRACKED_PROTOCOL_VIEWS } from '#lib/protocol-views';

/** The selected day: each protocol Completed or Not Completed, from the real per-day counts. */
export function DayDetails({ date, counts, isLoading }: { date: string | null; counts: DayCounts | undefined; isLoading: boolean }) {
  if (date === null) {
    return <p className="text-sm text-muted-foreground">Select a day to see which protocols you completed.</p>;
  }
  return (
    <section aria-labelledby="day-details-title" className="space-y-3">
      <h4 id="day-details-title" className="font-semibold">
        {longDate(date)}
      </h4>
      <ul aria-label={`Protocols on ${longDate(date)}`} aria-busy={isLoading} className="space-y-2">
        {TRACKED_PROTOCOL_VIEWS.map(({ key, label, Icon, text }) => {
          const done = !isLoading && counts !== undefined && counts[key] > 0;
          const StatusIcon = done ? CircleCheckIcon : CircleIcon;
          return (
            <li key={key} className="flex items-center justify-between gap-3 rounded-control border border-border px-3 py-2">
              <span className="flex items-center gap-2 font-medium">
                <Icon aria-hidden="true" className={cn('size-4 shrink-0', text)} />
                {label}
              </span>
              <span className={cn('flex items-center gap-1.5 text-sm font-medium', done ? 'text-status-good' : 'text-muted-foreground')}>
                <StatusIcon aria-hidden="true" className="size-4 shrink-0" />
                {isLoading ? 'Loading…' : done ? 'Completed' : 'Not Completed'}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
