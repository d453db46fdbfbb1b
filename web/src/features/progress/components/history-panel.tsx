import type { ProtocolSummary } from '@uh/core/progress/progress.schema';
import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '#ui/button';
import { Card } from '#ui/card';
import { summaryCardFigures } from '../lib/history-format';
import type { TrackedProtocolView } from '#lib/protocol-views';
import { Skeleton } from './load-states';
import { ProtocolSummaryCard } from './protocol-summary-card';

/** A history tab: the table, then the protocol's summary card and a way to its tracker. */
export function HistoryTab({
  protocol,
  title,
  stats,
  noun,
  today,
  prompt,
  children,
}: {
  protocol: TrackedProtocolView;
  title: string;
  stats: ProtocolSummary | undefined;
  /** What one completion is called on the summary card, e.g. 'fasts'. */
  noun: string;
  today: string;
  prompt: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <h2 className="sr-only">{protocol.label} history</h2>
      <Card className="p-4 sm:p-6">
        <h3 className="mb-4 text-lg font-semibold">{title}</h3>
        {children}
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        {stats ? (
          <ProtocolSummaryCard protocol={protocol} figures={summaryCardFigures(stats, noun, today)} isDoneToday={stats.completedToday} />
        ) : (
          <Skeleton className="h-64 w-full rounded-card" />
        )}
        <Card className="flex flex-col items-start justify-between gap-4 p-4 sm:p-5">
          <p className="text-muted-foreground">{prompt}</p>
          <Link href={protocol.href} className={buttonClasses()}>
            Open the {protocol.trackerName}
            <ArrowRightIcon aria-hidden="true" className="size-4" />
          </Link>
        </Card>
      </div>
    </div>
  );
}
