import { cn } from '#lib/cn';
import { LoadError } from '#ui/load-error';

/** A grey block the size of what is loading (docs/design.md: nothing jumps when data arrives). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cn('block animate-pulse rounded-control bg-surface-muted motion-reduce:animate-none', className)} />
  );
}

/** docs/product.md §8: the summary could not be loaded; say so and offer a retry. */
export function ProgressLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return <LoadError message="Failed to load protocol data" onRetry={onRetry} isRetrying={isRetrying} />;
}

/** A history list failed to load: docs/product.md's words and a retry, inside the table's card. */
export function HistoryLoadError({ message, onRetry, isRetrying }: { message: string; onRetry: () => void; isRetrying: boolean }) {
  return <LoadError message={message} onRetry={onRetry} isRetrying={isRetrying} isFramed={false} />;
}
