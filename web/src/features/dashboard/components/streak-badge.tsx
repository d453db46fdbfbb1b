import FlameIcon from 'lucide-react/icons/flame';
import { STREAK_HELP, streakText } from '../lib/dashboard-view';

/** The current streak from the summary, with its definition spelled out beside it. */
export function StreakBadge({ days }: { days: number }) {
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
      <p
        aria-describedby="streak-help"
        className="figures inline-flex w-fit items-center gap-2 rounded-full bg-protocol-thirty-soft px-3 py-1.5 font-semibold text-protocol-thirty"
      >
        <FlameIcon aria-hidden="true" className="size-5" />
        {streakText(days)}
      </p>
      <p id="streak-help" className="text-sm text-muted-foreground">
        {STREAK_HELP}
      </p>
    </div>
  );
}
