import { useQuery } from '@tanstack/react-query';
import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { firstName, formatFullDate, formatIsoDate } from '#lib/format';
import { progressSummaryQueryOptions } from '#lib/progress-views';
import { useIsNewAccountVisit } from '#lib/new-account-visit';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { recentFastsQueryOptions } from '../api/dashboard-queries';
import { LoadError } from '#ui/load-error';
import { ProtocolCardSkeleton, StreakSkeleton } from '../components/dashboard-load-states';
import { ColdCard, FastingCard, ThirtyCard } from '../components/protocol-cards';
import { StreakBadge } from '../components/streak-badge';
import { useNow } from '#lib/use-now';

/**
 * / (docs/product.md §2 Dashboard): greeting, today's date, the streak and one card per protocol;
 * `customProtocols` is the cards of the person's own protocols and `experimentsToday` what running
 * experiments ask of today, both placed by the app shell.
 */
export function DashboardPage({ customProtocols, experimentsToday }: { customProtocols?: ReactNode; experimentsToday?: ReactNode }) {
  useDocumentTitle('Dashboard');
  const { data: user } = useSession();
  // Re-read every minute, so the date turns over at midnight on a page left open.
  const now = new Date(useNow(60_000));
  const isNewAccountVisit = useIsNewAccountVisit();
  if (!user) return null;
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold md:text-3xl">
          {isNewAccountVisit ? 'Welcome' : 'Welcome back'}, {firstName(user.displayName)}!
        </h1>
        <p className="text-muted-foreground">
          <time dateTime={formatIsoDate(now, user.timeZone)}>{formatFullDate(now, user.timeZone)}</time>
        </p>
      </header>
      {experimentsToday}
      <ProtocolOverview userId={user.id} />
      {customProtocols}
      <Link href="/progress" className="inline-flex min-h-11 items-center gap-2 font-medium underline-offset-4 hover:underline">
        See your progress
        <ArrowRightIcon aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

function ProtocolOverview({ userId }: { userId: number }) {
  const summaryQuery = useQuery(progressSummaryQueryOptions('week'));
  const fastsQuery = useQuery(recentFastsQueryOptions(userId));
  const summary = summaryQuery.data;
  const fasts = fastsQuery.data;

  if (summaryQuery.isError || fastsQuery.isError) {
    const retry = () => {
      if (summaryQuery.isError) void summaryQuery.refetch();
      if (fastsQuery.isError) void fastsQuery.refetch();
    };
    return (
      <LoadError message="Failed to load protocol data" onRetry={retry} isRetrying={summaryQuery.isFetching || fastsQuery.isFetching} />
    );
  }

  return (
    <>
      {summary ? <StreakBadge days={summary.overall.currentStreak} /> : <StreakSkeleton />}
      <section aria-labelledby="today-protocols-heading" aria-busy={!summary || !fasts} className="space-y-3">
        <h2 id="today-protocols-heading" className="text-lg font-semibold">
          Today&apos;s Protocols
        </h2>
        {!summary || !fasts ? (
          <span className="sr-only" role="status">
            Loading your protocols
          </span>
        ) : null}
        <div className="grid gap-4 lg:grid-cols-3">
          {summary ? <ThirtyCard summary={summary.protocols.thirtyThirtyThirty} /> : <ProtocolCardSkeleton />}
          {fasts && summary ? <FastingCard logs={fasts} summary={summary.protocols.fasting} /> : <ProtocolCardSkeleton />}
          {summary ? <ColdCard summary={summary.protocols.coldExposure} /> : <ProtocolCardSkeleton />}
        </div>
      </section>
    </>
  );
}
