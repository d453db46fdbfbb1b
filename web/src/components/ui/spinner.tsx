import { cn } from '#lib/cn';

/** An accessible busy indicator: announced as "Loading" (or `label`). */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-label={label} className={cn('flex items-center justify-center', className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-border border-t-foreground motion-reduce:animate-none"
      />
    </div>
  );
}

/**
 * A spinner filling the content area while a page or the session loads. A screen tall, so the
 * layout's footer waits below the fold instead of being pushed out of view when the page arrives.
 */
export function PageSpinner() {
  return <Spinner className="min-h-dvh w-full" />;
}
