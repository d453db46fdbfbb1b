import type { ShareStatus } from '@uh/core/sharing/share-grants.schema';
import BanIcon from 'lucide-react/icons/ban';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import ClockIcon from 'lucide-react/icons/clock';
import HourglassIcon from 'lucide-react/icons/hourglass';
import { cn } from '#lib/cn';
import { statusText, type ShareSide } from '../lib/share-words';

const LOOK: Record<ShareStatus, { Icon: typeof ClockIcon; className: string }> = {
  pending: { Icon: ClockIcon, className: 'text-status-warn' },
  active: { Icon: CircleCheckIcon, className: 'text-status-good' },
  expired: { Icon: HourglassIcon, className: 'text-muted-foreground' },
  ended: { Icon: BanIcon, className: 'text-muted-foreground' },
};

/** A grant's status in words with an icon, so colour never carries it alone. */
export function ShareStatusLabel({ status, side }: { status: ShareStatus; side: ShareSide }) {
  const { Icon, className } = LOOK[status];
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm font-medium', className)}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {statusText(status, side)}
    </span>
  );
}
