import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ProtocolAccent } from '@uh/core/protocols/protocol-registry';
import { cn } from '#lib/cn';
import { ACCENT_CLASSES } from '#lib/protocol-views';
import type { DashboardStatus } from '../lib/dashboard-view';
import { StatusBadge } from './status-badge';

/** The card's stripe, icon disc and primary action in the protocol's accent. */
const lookOf = (accent: ProtocolAccent) => {
  const { text, fill, soft } = ACCENT_CLASSES[accent];
  return { stripe: fill, icon: `${soft} ${text}`, action: `${fill} text-surface` };
};

type Props = {
  accent: ProtocolAccent;
  Icon: LucideIcon;
  title: string;
  status: DashboardStatus;
  /** The big figure: '1/1', '5h 12m of 16h', '2/3'. */
  figure: ReactNode;
  detail: ReactNode;
  /** A bar or other extra under the figure. */
  children?: ReactNode;
  href: string;
  action: string;
};

/** One protocol at a glance (docs/product.md §2 Dashboard): status, a figure, one primary action. */
export function ProtocolCard({ accent, Icon, title, status, figure, detail, children, href, action }: Props) {
  const look = lookOf(accent);
  const headingId = `dashboard-card-${accent}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-card border border-border bg-surface text-foreground shadow-card"
    >
      <div aria-hidden="true" className={cn('h-1.5', look.stripe)} />
      <div className="flex flex-1 flex-col gap-4 p-4 sm:p-6">
        <div className="flex items-start gap-3">
          <span aria-hidden="true" className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', look.icon)}>
            <Icon className="size-5" />
          </span>
          <div className="flex min-w-0 flex-col items-start gap-1.5">
            <h3 id={headingId} className="text-lg leading-tight font-semibold">
              {title}
            </h3>
            <StatusBadge status={status} />
          </div>
        </div>
        <div className="flex-1 space-y-2">
          <p className="figures text-3xl font-bold">{figure}</p>
          {children}
          <p className="text-sm text-muted-foreground">{detail}</p>
        </div>
        <Link
          href={href}
          className={cn(
            'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-control px-4 py-2 font-medium',
            'transition-opacity duration-150 hover:opacity-90',
            look.action,
          )}
        >
          {action}
        </Link>
      </div>
    </section>
  );
}
