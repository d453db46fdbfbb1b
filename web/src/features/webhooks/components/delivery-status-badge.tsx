import type { WebhookDelivery } from '@uh/core/webhooks/webhooks.schema';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import CircleXIcon from 'lucide-react/icons/circle-x';
import ClockIcon from 'lucide-react/icons/clock';
import { cn } from '#lib/cn';
import { deliveryStatusLabel } from '../lib/delivery-log';

const LOOK: Record<WebhookDelivery['status'], { Icon: typeof ClockIcon; className: string }> = {
  delivered: { Icon: CircleCheckIcon, className: 'border-status-good text-status-good' },
  failed: { Icon: CircleXIcon, className: 'border-destructive text-destructive dark:border-status-bad dark:text-status-bad' },
  pending: { Icon: ClockIcon, className: 'border-border text-muted-foreground' },
};

/** A delivery's status in words with an icon, so colour never carries the meaning alone. */
export function DeliveryStatusBadge({ delivery }: { delivery: Pick<WebhookDelivery, 'status' | 'attempts'> }) {
  const { Icon, className } = LOOK[delivery.status];
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium', className)}>
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {deliveryStatusLabel(delivery)}
    </span>
  );
}
