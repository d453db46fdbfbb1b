import AlarmClockCheckIcon from 'lucide-react/icons/alarm-clock-check';
import CalendarCheckIcon from 'lucide-react/icons/calendar-check';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import CircleDashedIcon from 'lucide-react/icons/circle-dashed';
import TimerIcon from 'lucide-react/icons/timer';
import { cn } from '#lib/cn';
import type { DashboardStatus } from '../lib/dashboard-view';

const LOOK: Record<DashboardStatus, { Icon: typeof TimerIcon; className: string }> = {
  Completed: { Icon: CircleCheckIcon, className: 'text-status-good' },
  'In Progress': { Icon: TimerIcon, className: 'text-protocol-fasting' },
  'Running past target': { Icon: AlarmClockCheckIcon, className: 'text-protocol-fasting' },
  Scheduled: { Icon: CalendarCheckIcon, className: 'text-protocol-cold' },
  'Not Started': { Icon: CircleDashedIcon, className: 'text-muted-foreground' },
};

/** A status in words with an icon, so colour never carries the meaning alone. */
export function StatusBadge({ status }: { status: DashboardStatus }) {
  const { Icon, className } = LOOK[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border border-current px-2.5 py-0.5 text-sm font-medium',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {status}
    </span>
  );
}
