/** Cards the size of the real ones while the answer loads, so nothing jumps. */
export function InsightsSkeleton() {
  return (
    <div aria-busy="true" className="space-y-4">
      <span role="status" className="sr-only">
        Loading what works for you
      </span>
      <div aria-hidden="true" className="h-7 w-48 animate-pulse rounded-control bg-surface-muted motion-reduce:animate-none" />
      <div className="grid gap-4 lg:grid-cols-2">
        {[0, 1].map((card) => (
          <div key={card} aria-hidden="true" className="h-64 animate-pulse rounded-card bg-surface-muted motion-reduce:animate-none" />
        ))}
      </div>
    </div>
  );
}
