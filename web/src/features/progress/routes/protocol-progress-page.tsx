import { keepPreviousData, useQuery } from '@tanstack/react-query';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { progressSummaryQueryOptions } from '#lib/progress-views';
import { TRACKED_PROTOCOL_VIEWS } from '#lib/protocol-views';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { buttonClasses } from '#ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#ui/tabs';
import { ProgressLoadError } from '../components/load-states';
import { OverviewTab } from '../components/overview-tab';
import { ProgressSummaryBlock } from '../components/progress-summary-block';
import { ProtocolHistory } from '../components/protocol-history';
import { useMonthNavigation } from '../lib/use-month-navigation';

export type ProtocolProgressPageProps = {
  /** One of the person's own protocols over the month the calendar shows. */
  customCalendar?: (month: { month: string; today: string }) => ReactNode;
};

/** /protocol-progress (docs/product.md §2): summary, streaks, a month calendar and each protocol's recent logs. */
export function ProtocolProgressPage({ customCalendar }: ProtocolProgressPageProps) {
  useDocumentTitle('Protocol Progress');
  const { data: user } = useSession();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold md:text-3xl">Protocol Progress</h1>
        <Link href="/progress" className={buttonClasses({ variant: 'secondary' })}>
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          Your Health Progress
        </Link>
      </div>
      {user ? <ProtocolProgressScreen userId={user.id} timeZone={user.timeZone} customCalendar={customCalendar} /> : null}
    </div>
  );
}

function ProtocolProgressScreen({ userId, timeZone, customCalendar }: { userId: number; timeZone: string } & ProtocolProgressPageProps) {
  const calendar = useMonthNavigation(timeZone);
  const isCurrentMonth = calendar.month === calendar.today.slice(0, 7);
  // The current month shares the dashboard's cached summary; other months ask for their calendar.
  const query = useQuery({
    ...progressSummaryQueryOptions('week', isCurrentMonth ? undefined : calendar.month),
    placeholderData: keepPreviousData,
  });
  const summary = query.data;

  if (query.isError) return <ProgressLoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;

  const historyProps = { userId, timeZone, today: calendar.today, summary };

  return (
    <>
      {summary ? null : (
        <span role="status" className="sr-only">
          Loading your protocol progress
        </span>
      )}
      <ProgressSummaryBlock overall={summary?.overall} />
      <Tabs defaultValue="overview">
        <TabsList aria-label="Protocol views">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          {TRACKED_PROTOCOL_VIEWS.map((view) => (
            <TabsTrigger key={view.key} value={view.key}>
              {view.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab summary={summary} calendar={calendar} />
          {customCalendar?.({ month: calendar.month, today: calendar.today })}
        </TabsContent>
        {TRACKED_PROTOCOL_VIEWS.map((view) => (
          <TabsContent key={view.key} value={view.key}>
            <ProtocolHistory protocol={view.key} {...historyProps} />
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
