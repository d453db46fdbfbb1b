import { localDateOf, startOfWeek, addDays } from '@uh/core/common/calendar.logic';
import type { ProgressRange } from '@uh/core/progress/progress.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '#lib/cn';
import { progressSummaryQueryOptions } from '#lib/progress-views';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { buttonClasses } from '#ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#ui/tabs';
import { AdherenceRing, AdherenceRingSkeleton } from '../components/adherence-ring';
import { BiometricChanges } from '../components/biometric-changes';
import { ProgressLoadError, Skeleton } from '../components/load-states';
import { ProtocolTracking } from '../components/protocol-tracking';
import { TimeframeSelector } from '../components/timeframe-selector';
import { RANGE_PHRASES, timeframeCaption } from '../lib/progress-format';

/** The timeframe picked, as the section of the person's own protocols reads it. */
export type ProgressTimeframe = { from: string; to: string; phrase: string };
export type ProgressPageProps = { customProtocols?: (timeframe: ProgressTimeframe) => ReactNode };

/** /progress (docs/product.md §2): adherence over a timeframe, protocol tracking and biometric changes. */
export function ProgressPage({ customProtocols }: ProgressPageProps) {
  useDocumentTitle('Your Health Progress');
  const { data: user } = useSession();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold md:text-3xl">Your Health Progress</h1>
        <Link href="/protocol-progress" className={buttonClasses({ variant: 'secondary' })}>
          Protocol details
          <ArrowRightIcon aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {user ? <ProgressScreen timeZone={user.timeZone} customProtocols={customProtocols} /> : null}
    </div>
  );
}

/** This Monday-to-Sunday week, until the summary says which it is. */
function weekOf(timeZone: string) {
  const from = startOfWeek(localDateOf(new Date(Date.now()), timeZone), 1);
  return { from, to: addDays(from, 6) };
}

function ProgressScreen({ timeZone, customProtocols }: { timeZone: string } & ProgressPageProps) {
  const [range, setRange] = useState<ProgressRange>('week');
  const query = useQuery({ ...progressSummaryQueryOptions(range), placeholderData: keepPreviousData });
  const summary = query.data;
  const weekRange = summary?.range.kind === 'week' ? summary.range : weekOf(timeZone);

  let body;
  if (query.isError) {
    body = <ProgressLoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  } else if (!summary) {
    body = (
      <div aria-busy="true" className="space-y-6">
        <span role="status" className="sr-only">
          Loading your progress
        </span>
        <AdherenceRingSkeleton />
        <Skeleton className="h-12 w-full" />
        <div className="grid gap-4 md:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-52 w-full rounded-card" />
          ))}
        </div>
      </div>
    );
  } else {
    body = (
      <div
        aria-busy={query.isPlaceholderData}
        className={cn('space-y-6 transition-opacity duration-150', query.isPlaceholderData && 'opacity-60')}
      >
        <AdherenceRing summary={summary} />
        <Tabs defaultValue="protocols">
          <TabsList aria-label="Progress views">
            <TabsTrigger value="protocols">Protocol Tracking</TabsTrigger>
            <TabsTrigger value="biometrics">Biometric Changes</TabsTrigger>
          </TabsList>
          <TabsContent value="protocols">
            <ProtocolTracking summary={summary} />
            {customProtocols?.({ from: summary.range.from, to: summary.range.to, phrase: RANGE_PHRASES[summary.range.kind] })}
          </TabsContent>
          <TabsContent value="biometrics">
            <BiometricChanges summary={summary} />
          </TabsContent>
        </Tabs>
      </div>
    );
  }

  return (
    <>
      <TimeframeSelector value={range} onChange={setRange} caption={timeframeCaption(range, weekRange)} />
      {body}
    </>
  );
}
