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
