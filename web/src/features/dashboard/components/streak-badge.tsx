import CircleHelpIcon from 'lucide-react/icons/circle-help';
import FlameIcon from 'lucide-react/icons/flame';
import { useState, type KeyboardEvent } from 'react';
import { STREAK_HELP, streakText } from '../lib/dashboard-view';

const HELP_ID = 'streak-help';

/**
 * The current streak from the summary. Its definition waits behind a "?" button (a native button,
 * so Enter and Space open it; Escape closes it) instead of taking two lines of the page for good;
 * screen readers hear it as the badge's description either way.
 */
export function StreakBadge({ days }: { days: number }) {
  const [isHelpOpen, setHelpOpen] = useState(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isHelpOpen) {
      event.stopPropagation();
      setHelpOpen(false);
    }
  };
  return (
    <div className="relative flex w-fit items-center gap-1" onKeyDown={onKeyDown}>
      <p
        aria-describedby={HELP_ID}
        className="figures inline-flex w-fit items-center gap-2 rounded-full bg-protocol-thirty-soft px-3 py-1.5 font-semibold text-protocol-thirty"
      >
        <FlameIcon aria-hidden="true" className="size-5" />
        {streakText(days)}
      </p>
      <button
        type="button"
        aria-label="What is a streak?"
        aria-expanded={isHelpOpen}
        aria-controls={HELP_ID}
        onClick={() => setHelpOpen((open) => !open)}
        onBlur={() => setHelpOpen(false)}
        className="grid size-9 place-items-center rounded-full text-muted-foreground transition-colors duration-150 hover:bg-surface-muted hover:text-foreground"
      >
        <CircleHelpIcon aria-hidden="true" className="size-5" />
      </button>
      <p
        id={HELP_ID}
        hidden={!isHelpOpen}
        className="absolute top-full left-0 z-10 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-control border border-border bg-surface p-3 text-sm text-foreground shadow-card"
      >
        {STREAK_HELP}
      </p>
    </div>
  );
}
