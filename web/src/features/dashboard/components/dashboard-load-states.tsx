import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import RefreshCwIcon from 'lucide-react/icons/refresh-cw';
import { Button } from '#ui/button';
import { Card } from '#ui/card';

const pulse = 'animate-pulse bg-surface-muted motion-reduce:animate-none';

export function StreakSkeleton() {
  return <div aria-hidden="true" className={`h-9 w-40 rounded-full ${pulse}`} />;
}

/** A protocol card's size while the data loads, so nothing jumps when it arrives. */
export function ProtocolCardSkeleton() {
  return <div aria-hidden="true" className={`h-64 rounded-card sm:h-[17rem] ${pulse}`} />;
}

/** Spec §8: 'Failed to load protocol data', with a retry. */
export function ProtocolDataError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Card role="alert" className="flex flex-col items-start gap-3 p-4 sm:p-6">
      <p className="flex items-center gap-2 font-medium text-destructive dark:text-status-bad">
        <CircleAlertIcon aria-hidden="true" className="size-5 shrink-0" />
        Failed to load protocol data
      </p>
      <Button variant="secondary" onClick={onRetry} disabled={isRetrying}>
        <RefreshCwIcon aria-hidden="true" className="size-4" />
        {isRetrying ? 'Retrying...' : 'Retry'}
      </Button>
    </Card>
  );
}
