import type { DayState } from '@uh/core/custom-protocols/protocol-document.schema';
import type { LucideIcon } from 'lucide-react';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import CircleDashedIcon from 'lucide-react/icons/circle-dashed';
import CircleHelpIcon from 'lucide-react/icons/circle-help';
import CircleMinusIcon from 'lucide-react/icons/circle-minus';
import CirclePauseIcon from 'lucide-react/icons/circle-pause';
import CircleXIcon from 'lucide-react/icons/circle-x';
import SkipForwardIcon from 'lucide-react/icons/skip-forward';
import { cn } from '#lib/cn';
import { DAY_STATE_LABELS, NOT_SCHEDULED } from '../../lib/tracker-states';

const LOOK: Record<DayState, { Icon: LucideIcon; className: string }> = {
  done: { Icon: CircleCheckIcon, className: 'text-status-good' },
  partial: { Icon: CircleMinusIcon, className: 'text-status-warn' },
  notDone: { Icon: CircleXIcon, className: 'text-status-bad' },
  skipped: { Icon: SkipForwardIcon, className: 'text-muted-foreground' },
  paused: { Icon: CirclePauseIcon, className: 'text-muted-foreground' },
  unknown: { Icon: CircleHelpIcon, className: 'text-muted-foreground' },
};

/**
 * A day's state in words with an icon, so colour never carries it alone (docs/design.md). A day the
 * schedule does not ask for, with nothing logged, says so rather than "Not logged".
 */
export function DayStateBadge({ state, isScheduled = true, className }: { state: DayState; isScheduled?: boolean; className?: string }) {
  const { Icon, className: look } = LOOK[state];
  const label = !isScheduled && state === 'unknown' ? NOT_SCHEDULED : DAY_STATE_LABELS[state];
  return (
    <span
      data-state={state}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border border-current px-2.5 py-0.5 text-sm font-medium whitespace-nowrap',
        look,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {label}
    </span>
  );
}

/** The same shape while the day loads. */
export function DayStateBadgeSkeleton() {
  return (
    <span aria-hidden="true" className="inline-flex h-7 w-24 animate-pulse rounded-full bg-surface-muted motion-reduce:animate-none">
      <CircleDashedIcon className="invisible size-4" />
    </span>
  );
}
