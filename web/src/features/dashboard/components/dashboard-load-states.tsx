import { STREAK_HELP } from '../lib/dashboard-view';

const pulse = 'animate-pulse bg-surface-muted motion-reduce:animate-none';

/** The streak badge's place, beside its definition (which does not wait for the data), laid out as StreakBadge. */
export function StreakSkeleton() {
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
      <div aria-hidden="true" className={`h-9 w-40 rounded-full ${pulse}`} />
      <p className="text-sm text-muted-foreground">{STREAK_HELP}</p>
    </div>
  );
}

/** A protocol card's size while the data loads, so nothing jumps when it arrives. */
export function ProtocolCardSkeleton() {
  return <div aria-hidden="true" className={`h-64 rounded-card sm:h-[17rem] ${pulse}`} />;
}
