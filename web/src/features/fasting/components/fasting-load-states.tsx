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
