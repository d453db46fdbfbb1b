import { localDateOf } from '@uh/core/common/calendar.logic';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import { useState } from 'react';
import { Link } from 'wouter';
import { progressSummaryQueryOptions } from '#lib/progress-views';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { buttonClasses } from '#ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#ui/tabs';
import { ProgressLoadError } from '../components/load-states';
import { OverviewTab } from '../components/overview-tab';
import { ColdHistory, FastingHistory, ThirtyHistory } from '../components/protocol-histories';
import { ProgressSummaryBlock } from '../components/progress-summary-block';

/** /protocol-progress (docs/product.md §2): summary, streaks, a month calendar and each protocol's recent logs. */
export function ProtocolProgressPage() {
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
      {user ? <ProtocolProgressScreen userId={user.id} timeZone={user.timeZone} /> : null}
    </div>
  );
}

function ProtocolProgressScreen({ userId, timeZone }: { userId: number; timeZone: string }) {
  const [today] = useState(() => localDateOf(new Date(Date.now()), timeZone));
  const currentMonth = today.slice(0, 7);
  const [month, setMonth] = useState(currentMonth);
  const [selected, setSelected] = useState<string | null>(today);
  // The current month shares the dashboard's cached summary; other months ask for their calendar.
  const query = useQuery({
    ...progressSummaryQueryOptions('week', month === currentMonth ? undefined : month),
    placeholderData: keepPreviousData,
  });
  const summary = query.data;

  if (query.isError) return <ProgressLoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;

  const changeMonth = (next: string) => {
    setMonth(next);
    setSelected(next === currentMonth ? today : null);
  };
  const historyProps = { userId, timeZone, today, summary };

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
          <TabsTrigger value="thirty">30-30-30</TabsTrigger>
          <TabsTrigger value="fasting">Fasting</TabsTrigger>
          <TabsTrigger value="cold">Cold Exposure</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab
            summary={summary}
            month={month}
            today={today}
            selected={selected}
            onSelect={setSelected}
            onMonthChange={changeMonth}
            onToday={() => changeMonth(currentMonth)}
          />
        </TabsContent>
        <TabsContent value="thirty">
          <ThirtyHistory {...historyProps} />
        </TabsContent>
        <TabsContent value="fasting">
          <FastingHistory {...historyProps} />
        </TabsContent>
        <TabsContent value="cold">
          <ColdHistory {...historyProps} />
        </TabsContent>
      </Tabs>
    </>
  );
}
