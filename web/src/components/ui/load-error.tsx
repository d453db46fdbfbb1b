import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import RefreshCwIcon from 'lucide-react/icons/refresh-cw';
import { cn } from '#lib/cn';
import { Button } from './button';
import { Card } from './card';

type LoadErrorProps = {
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
  /** In its own card (a page section), or bare inside a card that is already there. */
  isFramed?: boolean;
  className?: string;
};

/** The one error state for data that failed to load: what happened, and a retry. */
export function LoadError({ message, onRetry, isRetrying, isFramed = true, className }: LoadErrorProps) {
  const content = (
    <>
      <p className="flex items-center gap-2 font-medium text-destructive dark:text-status-bad">
        <CircleAlertIcon aria-hidden="true" className="size-5 shrink-0" />
        {message}
      </p>
      <Button variant="secondary" onClick={onRetry} disabled={isRetrying}>
        <RefreshCwIcon aria-hidden="true" className="size-4" />
        {isRetrying ? 'Retrying...' : 'Retry'}
      </Button>
    </>
  );
  const layout = 'flex flex-col items-start gap-3';
  return isFramed ? (
    <Card role="alert" className={cn(layout, 'p-4 sm:p-6', className)}>
      {content}
    </Card>
  ) : (
    <div role="alert" className={cn(layout, className)}>
      {content}
    </div>
  );
}
