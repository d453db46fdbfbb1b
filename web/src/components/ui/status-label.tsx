import CircleIcon from 'lucide-react/icons/circle';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import CircleMinusIcon from 'lucide-react/icons/circle-minus';
import TimerIcon from 'lucide-react/icons/timer';
import { cn } from '#lib/cn';

export type LogStatus = 'Completed' | 'Not Completed' | 'Ended Early' | 'In Progress';

const LOOK: Record<LogStatus, { Icon: typeof TimerIcon; className: string }> = {
  Completed: { Icon: CircleCheckIcon, className: 'text-status-good' },
  'Not Completed': { Icon: CircleIcon, className: 'text-muted-foreground' },
  'Ended Early': { Icon: CircleMinusIcon, className: 'text-status-warn' },
  'In Progress': { Icon: TimerIcon, className: 'text-protocol-fasting' },
};

/** A log's status in words with an icon, so colour never carries the meaning alone. */
export function StatusLabel({ status }: { status: LogStatus }) {
  const { Icon, className } = LOOK[status];
  return (
    <span className={cn('inline-flex items-start gap-1.5 font-medium', className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {status}
    </span>
  );
}
