import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { localDateOf } from '@uh/core/common/calendar.logic';
import { useQuery } from '@tanstack/react-query';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { useNow } from '#lib/use-now';
import { Card } from '#ui/card';
import { LoadError } from '#ui/load-error';
import { QueuedWritesList } from '../../../components/queued-writes-list';
import { customDaysQueryOptions } from '../api/custom-days-queries';
import { customProtocolQueryOptions } from '../api/custom-protocols-queries';
import { customDayWriteKind } from '../api/queued-entries';
import { DayHistory, DayHistorySkeleton } from '../components/tracker/day-history';
import { DayLogPanel } from '../components/tracker/day-log-panel';
import { HabitStats } from '../components/tracker/habit-stats';
import { PausePanel } from '../components/tracker/pause-panel';
import { ReminderPanel } from '../components/tracker/reminder-panel';
import { TrackerHeader } from '../components/tracker/tracker-header';
import { historyRange, isInHistory } from '../lib/tracker-dates';

const backLink = (
  <Link href="/protocols" className="inline-flex min-h-11 items-center gap-2 font-medium underline-offset-4 hover:underline">
    <ArrowLeftIcon aria-hidden="true" className="size-4" />
    Your protocols
  </Link>
);

/**
 * /protocols/:id: one of the person's own protocols, logged for today (or an earlier day) and read back over 30 days.
 * In a widget (/embed/protocols/{id}) the id comes from the widget's address, and there is no list to go back to.
 */
export function CustomProtocolPage({ widgetProtocolId }: { widgetProtocolId?: number }) {
  const params = useParams<{ id: string }>();
  const { data: user } = useSession();
  const id = widgetProtocolId ?? Number(params.id);
  const back = widgetProtocolId === undefined ? backLink : null;
  if (!user) return null;
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFound back={back} />;
  return <ProtocolTracker key={id} id={id} timeZone={user.timeZone} back={back} isWidget={widgetProtocolId !== undefined} />;
}

function NotFound({ back }: { back: ReactNode }) {
  useDocumentTitle('Protocol not found');
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold md:text-3xl">Protocol not found</h1>
      <p className="text-muted-foreground">It may have been deleted. Your own protocols are listed on their page.</p>
      {back}
    </div>
  );
}

type Place = { timeZone: string; back: ReactNode; isWidget: boolean };

function ProtocolTracker({ id, ...place }: Place & { id: number }) {
  const protocol = useQuery(customProtocolQueryOptions(id));
  useDocumentTitle(protocol.data?.document.title ?? 'Your protocol');
  if (protocol.isError && protocol.error.message.startsWith('404')) return <NotFound back={place.back} />;
  if (protocol.isError) {
    return <LoadError message="Couldn't load this protocol." onRetry={() => void protocol.refetch()} isRetrying={protocol.isFetching} />;
  }
  if (!protocol.data) {
    return (
      <div className="space-y-6" aria-busy="true">
        <span className="sr-only" role="status">
          Loading your protocol
        </span>
        <div aria-hidden="true" className="h-20 animate-pulse rounded-card bg-surface-muted motion-reduce:animate-none" />
        <Card aria-hidden="true" className="min-h-80 animate-pulse bg-surface-muted motion-reduce:animate-none" />
      </div>
    );
  }
  return <TrackerBody protocol={protocol.data} {...place} />;
}

function TrackerBody({ protocol, timeZone, back, isWidget }: Place & { protocol: CustomProtocol }) {
  // Re-read every minute, so "today" turns over at midnight on a page left open.
  const today = localDateOf(new Date(useNow(60_000)), timeZone);
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const date = chosenDate ?? today;
  const range = historyRange(today);
  const history = useQuery(customDaysQueryOptions(protocol.id, range.from, range.to));
  // A day older than the history is read on its own.
  const isOlder = !isInHistory(date, today);
  const olderDay = useQuery({ ...customDaysQueryOptions(protocol.id, date, date), enabled: isOlder });
  const dayQuery = isOlder ? olderDay : history;
  const day = dayQuery.data?.days.find((candidate) => candidate.date === date);

  return (
    <div className="space-y-6">
      {back}
      <TrackerHeader protocol={protocol} />
      <QueuedWritesList kind={customDayWriteKind(protocol.id)} describe={(write) => write.label} />
      <div className="grid gap-6 lg:grid-cols-2">
        <DayLogPanel
          protocol={protocol}
          date={date}
          today={today}
          onDateChange={(next) => setChosenDate(next === today ? null : next)}
          day={day}
          loadError={dayQuery.isError ? { retry: () => void dayQuery.refetch(), isRetrying: dayQuery.isFetching } : null}
        />
        <div className="space-y-6">
          <Card className="space-y-4 p-4 sm:p-6">
            <h2 className="text-lg font-semibold">Last 30 days</h2>
            {history.data ? <HabitStats days={history.data} /> : null}
            {history.isPending ? <div aria-hidden="true" className="h-28 animate-pulse rounded bg-surface-muted" /> : null}
          </Card>
          <Card className="space-y-4 p-4 sm:p-6">
            <h2 className="text-lg font-semibold">Pauses</h2>
            <PausePanel protocolId={protocol.id} today={today} pauses={history.data?.pauses} />
          </Card>
          {/* Reminders are set in the app: a widget's token may log, not change how the protocol reaches the person. */}
          {!isWidget ? (
            <Card className="p-4 sm:p-6">
              <ReminderPanel protocol={protocol} />
            </Card>
          ) : null}
        </div>
      </div>
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold">History</h2>
        {history.isError ? (
          <LoadError
            isFramed={false}
            message="Couldn't load your history."
            onRetry={() => void history.refetch()}
            isRetrying={history.isFetching}
          />
        ) : null}
        {history.isPending ? <DayHistorySkeleton /> : null}
        {history.data ? <DayHistory protocolId={protocol.id} document={protocol.document} days={history.data.days} today={today} /> : null}
      </Card>
    </div>
  );
}
