import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useQueuedWrites } from '#lib/offline-writes';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { useNow } from '#lib/use-now';
import { Card } from '#ui/card';
import { LoadError } from '#ui/load-error';
import { toast } from '#ui/use-toast';
import { QueuedWritesList } from '../../../components/queued-writes-list';
import { SafetyScreenDialog } from '../../../components/safety-screen-dialog';
import { fastingKeys, fastingLogsQueryOptions } from '../api/fasting-queries';
import { FAST_WRITE } from '../api/use-start-fast';
import { EndFastDialog } from '../components/end-fast-dialog';
import { FastCheckIn } from '../components/fast-check-in';
import { FastTimerCard } from '../components/fast-timer-card';
import { FastTimerSkeleton } from '../components/fasting-load-states';
import { FastingHistoryEditor } from '../components/fasting-history-editor';
import { StageTimeline } from '../components/stage-timeline';
import { fastElapsedSeconds, findActiveFast } from '../lib/fast-view';
import { describeQueuedFast, withQueuedFasts } from '../lib/queued-fasts';
import { useEndFast } from '../lib/use-end-fast';
import { useFastCheckIn } from '../lib/use-fast-check-in';
import { useFastStart } from '../lib/use-fast-start';
import { useFocusAfterChange } from '../lib/use-focus-after-change';
import { useRefetchOnFocus } from '../lib/use-refetch-on-focus';
import { useTargetReached } from '../lib/use-target-reached';

const HISTORY_SIZE = 10;
const LOAD_ERROR = 'Failed to load fasting history. Please try again.';

/** /fasting (docs/product.md §2, §4): start, follow and end a fast; stages; recent history to correct. */
export function FastingPage() {
  useDocumentTitle('Fasting Tracker');
  const { data: user } = useSession();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold md:text-3xl">Fasting Tracker</h1>
      {user ? <FastingTracker userId={user.id} timeZone={user.timeZone} /> : null}
    </div>
  );
}

function FastingTracker({ userId, timeZone }: { userId: number; timeZone: string }) {
  const now = useNow(1000);
  const logsQuery = useQuery(fastingLogsQueryOptions(userId));
  useRefetchOnFocus(fastingKeys.list(userId));
  const [announcement, announce] = useState('');
  const focusNext = useFocusAfterChange();
  const start = useFastStart({ userId, focusNext, announce });
  const { end, isEnding } = useEndFast({ userId, timeZone, focusNext, announce });
  // The fast the End dialog is about: it closes by itself if another tab ended that fast.
  const [endingId, setEndingId] = useState<number | null>(null);

  useEffect(() => {
    if (logsQuery.isError) toast({ variant: 'destructive', title: 'Error', description: LOAD_ERROR });
  }, [logsQuery.isError, logsQuery.errorUpdatedAt]);

  // Starts and ends made offline show as made until the server has them.
  const logs = withQueuedFasts(logsQuery.data ?? [], useQueuedWrites(FAST_WRITE));
  const active = findActiveFast(logs);
  const running = active ?? start.starting;
  useTargetReached(active, now, announce);
  const checkIn = useFastCheckIn(active, now, focusNext);

  // The history holds what the server has (each row can be corrected); the card, the last fast.
  const history = (logsQuery.data ?? []).slice(0, HISTORY_SIZE);
  const lastFast = logs[0]?.endTime ? logs[0] : undefined;
  const onEnd = () => setEndingId(active?.id ?? null);

  const hasData = logsQuery.data !== undefined;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
      <div className="space-y-6">
        {hasData ? (
          <FastTimerCard
            now={now}
            timeZone={timeZone}
            running={running}
            lastFast={lastFast}
            start={start.controls}
            onEnd={onEnd}
            isEnding={isEnding}
            announcement={announcement}
            checkIn={checkIn.isDue ? <FastCheckIn onEnd={onEnd} onKeepGoing={checkIn.onKeepGoing} /> : null}
          />
        ) : logsQuery.isError ? (
          <LoadError message={LOAD_ERROR} onRetry={() => void logsQuery.refetch()} isRetrying={logsQuery.isFetching} />
        ) : (
          <FastTimerSkeleton />
        )}
        <QueuedWritesList kind={FAST_WRITE} describe={(write) => describeQueuedFast(write, timeZone)} />
        {logsQuery.isError && !hasData ? null : (
          <FastingHistoryEditor userId={userId} logs={history} timeZone={timeZone} now={now} isLoading={!hasData} />
        )}
      </div>
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold">Fasting Stages</h2>
        <StageTimeline elapsedSeconds={running ? fastElapsedSeconds(running, now) : null} />
      </Card>
      <SafetyScreenDialog kind="long-fast" {...start.safetyScreen} />
      <EndFastDialog
        fast={active}
        timeZone={timeZone}
        isOpen={endingId !== null && endingId === active?.id}
        onCancel={() => setEndingId(null)}
        onConfirm={(endTime) => {
          setEndingId(null);
          if (active) end(active, endTime);
        }}
      />
    </div>
  );
}
