import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import RefreshCwIcon from 'lucide-react/icons/refresh-cw';
import { Button } from '#ui/button';
import { Card } from '#ui/card';

const pulse = 'animate-pulse rounded-card bg-surface-muted motion-reduce:animate-none';

/** The page's shape while today and the week load, so nothing jumps when they arrive. */
export function ChecklistSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <span className="sr-only" role="status">
        Loading your checklist
      </span>
      <div aria-hidden="true" className={`h-[7.75rem] sm:h-[8.75rem] ${pulse}`} />
      <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className={`h-[5.5rem] sm:h-20 ${pulse}`} />
        ))}
      </div>
      <div aria-hidden="true" className={`h-44 ${pulse}`} />
    </div>
  );
}

/** Loading failed: say so and offer a retry. */
export function ChecklistLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Card role="alert" className="flex flex-col items-start gap-3 p-4 sm:p-6">
      <p className="flex items-center gap-2 font-medium text-destructive dark:text-status-bad">
        <CircleAlertIcon aria-hidden="true" className="size-5 shrink-0" />
        Failed to load your checklist. Please try again.
      </p>
      <Button variant="secondary" onClick={onRetry} disabled={isRetrying}>
        <RefreshCwIcon aria-hidden="true" className="size-4" />
        {isRetrying ? 'Retrying...' : 'Retry'}
      </Button>
    </Card>
  );
}
