const pulse = 'animate-pulse bg-surface-muted motion-reduce:animate-none';

/** The streak badge's place while the data loads, as tall as StreakBadge. */
export function StreakSkeleton() {
  return <div aria-hidden="true" className={`h-9 w-48 rounded-full ${pulse}`} />;
}

/** A protocol card's size while the data loads, so nothing jumps when it arrives. */
export function ProtocolCardSkeleton() {
  return <div aria-hidden="true" className={`h-64 rounded-card sm:h-[17rem] ${pulse}`} />;
}
