import type { DayState } from '@uh/core/custom-protocols/protocol-document.schema';
import type { LucideIcon } from 'lucide-react';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import CircleHelpIcon from 'lucide-react/icons/circle-help';
import CircleMinusIcon from 'lucide-react/icons/circle-minus';
import CirclePauseIcon from 'lucide-react/icons/circle-pause';
import CircleXIcon from 'lucide-react/icons/circle-x';
import SkipForwardIcon from 'lucide-react/icons/skip-forward';

/** A calendar day's state as an icon in its status colour; the state is always said in words beside it. */
export const DAY_STATE_LOOK: Record<DayState, { Icon: LucideIcon; className: string }> = {
  done: { Icon: CircleCheckIcon, className: 'text-status-good' },
  partial: { Icon: CircleMinusIcon, className: 'text-status-warn' },
  notDone: { Icon: CircleXIcon, className: 'text-status-bad' },
  skipped: { Icon: SkipForwardIcon, className: 'text-muted-foreground' },
  paused: { Icon: CirclePauseIcon, className: 'text-muted-foreground' },
  unknown: { Icon: CircleHelpIcon, className: 'text-muted-foreground' },
};
