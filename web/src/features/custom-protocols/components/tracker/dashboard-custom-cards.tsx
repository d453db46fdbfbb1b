import type { CustomDay, CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { memo, useDeferredValue, type ComponentType } from 'react';
import { Link } from 'wouter';
import { cn } from '#lib/cn';
import { ComponentProgress } from './component-log-row';
import { DayStateBadge, DayStateBadgeSkeleton } from './day-state-badge';
import type { LogTarget } from './log-context';
import { ProtocolBadge } from '../protocol-badge';
import { COLOR_CLASSES } from './protocol-look';
import { CheckControl, CountControl, DurationControl } from './quick-log-controls';
import { asksSafetyFirst, useShownProtocols, useToday, useTodayOf } from './use-today';

/** The dashboard's quick logs: one tap for a check, chips for a duration, +1 for a count; other kinds open the page. */
const QUICK_CONTROLS: Partial<Record<LogTarget['component']['kind'], ComponentType<{ target: LogTarget }>>> = {
  check: CheckControl,
  count: ({ target }) => <CountControl target={target} isCompact />,
  duration: ({ target }) => <DurationControl target={target} chips={[5, 10, 15]} isCompact />,
};

const NO_PROTOCOLS: CustomProtocol[] = [];

/**
 * A card per own protocol chosen for the dashboard: today's state in words, and a quick log of its
 * first part. Nothing shows while the list loads or if it cannot be read: the built-in cards stay.
 *
 * Each answer (the list, then today's days) is drawn in the background, a few cards at a time
 * between which a tap or a scroll is handled: drawn at once, twenty cards held a phone's main
 * thread for a quarter of a second right as the page became usable.
 */
export function DashboardCustomCards() {
  const protocols = useDeferredValue(useShownProtocols('onDashboard'), NO_PROTOCOLS);
  const today = useToday();
  if (!today || protocols.length === 0) return null;
  return (
    <section aria-labelledby="custom-protocols-dashboard-heading" className="space-y-3">
      <h2 id="custom-protocols-dashboard-heading" className="text-lg font-semibold">
        Your own protocols
      </h2>
      <div className="grid gap-4 lg:grid-cols-3">
        {protocols.map((protocol) => (
          <DashboardCustomCard key={protocol.id} protocol={protocol} today={today} />
        ))}
      </div>
    </section>
  );
}

const DashboardCustomCard = memo(function DashboardCustomCard({ protocol, today }: { protocol: CustomProtocol; today: string }) {
  const query = useTodayOf(protocol.id, today);
  const day = useDeferredValue(query.data?.days[0]);
  // Drawn once its day is read (or cannot be): once, rather than a placeholder and then again.
  return day || query.isError ? <CardView protocol={protocol} today={today} day={day} /> : null;
});

type CardProps = { protocol: CustomProtocol; today: string; day: CustomDay | undefined };

/** Drawn again only when the protocol or its day changes, not on every answer another card gets. */
const CardView = memo(function CardView({ protocol, today, day }: CardProps) {
  const { document } = protocol;
  const [first] = document.components;
  const target: LogTarget | null = first ? { protocolId: protocol.id, component: first, date: today, day } : null;
  const Quick = target ? QUICK_CONTROLS[target.component.kind] : undefined;
  const headingId = `custom-dashboard-card-${protocol.id}`;
  const href = `/protocols/${protocol.id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-protocol={document.id}
      // Laid out and painted only near the screen: twenty cards below the built-in ones cost the
      // opening page as much drawing as the rest of it together.
      className="flex flex-col overflow-hidden rounded-card border border-border bg-surface text-foreground shadow-card [contain-intrinsic-size:auto_16rem] [content-visibility:auto]"
    >
      <div aria-hidden="true" className={cn('h-1.5', COLOR_CLASSES[document.color].fill)} />
      <div className="flex flex-1 flex-col gap-4 p-4 sm:p-6">
        <div className="flex items-start gap-3">
          <ProtocolBadge icon={document.icon} color={document.color} />
          <div className="flex min-w-0 flex-col items-start gap-1.5">
            <h3 id={headingId} className="text-lg leading-tight font-semibold break-words">
              {document.title}
            </h3>
            {day ? <DayStateBadge state={day.state} isScheduled={day.scheduled} /> : <DayStateBadgeSkeleton />}
          </div>
        </div>
        {target ? (
          <div className="flex-1 space-y-3">
            <p className="text-sm font-medium">{target.component.label}</p>
            <ComponentProgress target={target} color={document.color} />
            {Quick && !asksSafetyFirst(protocol) ? <Quick target={target} /> : null}
          </div>
        ) : null}
        <Link
          href={href}
          className="inline-flex min-h-11 w-full items-center justify-center rounded-control border border-input-border px-4 py-2 font-medium hover:bg-surface-muted"
        >
          {asksSafetyFirst(protocol) ? 'Read its safety check first' : 'Open'}
          <span className="sr-only"> {document.title}</span>
        </Link>
      </div>
    </section>
  );
});
