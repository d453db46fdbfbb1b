import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import RefreshCwIcon from 'lucide-react/icons/refresh-cw';
import { Button } from '#ui/button';
import { Card } from '#ui/card';

/** The timer card's size while the fasts load, so nothing jumps when they arrive. */
export function FastTimerSkeleton() {
  return (
    <Card className="flex flex-col items-center gap-5 p-4 sm:p-6" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your fasts
      </span>
      <span aria-hidden="true" className="h-7 w-32 self-start animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
      <span
        aria-hidden="true"
        className="size-60 animate-pulse rounded-full border-[14px] border-surface-muted motion-reduce:animate-none"
      />
      <span aria-hidden="true" className="h-[8.5rem] w-full animate-pulse rounded-control bg-surface-muted motion-reduce:animate-none" />
    </Card>
  );
}

/** Loading the fasts failed: say so and offer a retry. */
export function FastingLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Card role="alert" className="flex flex-col items-start gap-3 p-4 sm:p-6">
      <p className="flex items-center gap-2 font-medium text-destructive dark:text-status-bad">
        <CircleAlertIcon aria-hidden="true" className="size-5 shrink-0" />
        Failed to load fasting history. Please try again.
      </p>
      <Button variant="secondary" onClick={onRetry} disabled={isRetrying}>
        <RefreshCwIcon aria-hidden="true" className="size-4" />
        {isRetrying ? 'Retrying...' : 'Retry'}
      </Button>
    </Card>
  );
}
