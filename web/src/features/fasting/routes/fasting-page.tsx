import { DEFAULT_FASTING_TARGET_HOURS } from '@uh/core/fasting/fasting.logic';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '#lib/session';
import { invalidateProgressViews } from '#lib/progress-views';
import { useDocumentTitle } from '#lib/use-document-title';
import { Card } from '#ui/card';
import { toast } from '#ui/use-toast';
import { fastingKeys, fastingLogsQueryOptions, isConflict } from '../api/fasting-queries';
import { useEndFast } from '../api/use-end-fast';
import { useStartFast } from '../api/use-start-fast';
import { FastTimerCard } from '../components/fast-timer-card';
import { FastingHistory } from '../components/fasting-history';
import { LoadError } from '#ui/load-error';
import { FastTimerSkeleton } from '../components/fasting-load-states';
import { StageTimeline } from '../components/stage-timeline';
import {
  fastCompletedMessage,
  fastElapsedSeconds,
  fastEndedMessage,
  fastStartedMessage,
  findActiveFast,
  resolveFastLog,
} from '../lib/fast-view';
import { useNow } from '../lib/use-now';

const HISTORY_SIZE = 10;
const errorToast = (description: string) => toast({ variant: 'destructive', title: 'Error', description });

/** /fasting (spec §2, §4): start, follow and end a fast; stages; recent history. */
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
  const now = useNow();
  const queryClient = useQueryClient();
  const logsQuery = useQuery(fastingLogsQueryOptions(userId));
  const startFast = useStartFast(userId);
  const endFast = useEndFast(userId);
  const [targetHours, setTargetHours] = useState<number>(DEFAULT_FASTING_TARGET_HOURS);

  useEffect(() => {
    if (logsQuery.isError) errorToast('Failed to load fasting history. Please try again.');
  }, [logsQuery.isError, logsQuery.errorUpdatedAt]);

  const logs = logsQuery.data ?? [];
  const active = findActiveFast(logs, now);
  // While the start is being saved the timer already runs; a failed start falls back to idle.
  const running = active ?? (startFast.isPending ? startFast.variables : undefined);

  // A fast still open on the server whose target has passed here: it completed while the page was open.
  const open = logs.find((log) => log.endTime === null);
  const reached = open && !active ? open : undefined;
  const announced = useRef(new Set<number>());
  useEffect(() => {
    if (!reached || announced.current.has(reached.id)) return;
    announced.current.add(reached.id);
    toast({ title: 'Fast Completed!', description: fastCompletedMessage(reached.targetHours) });
    void queryClient.invalidateQueries({ queryKey: fastingKeys.list(userId) });
    void invalidateProgressViews(queryClient);
  }, [reached, queryClient, userId]);

  const history = logs.slice(0, HISTORY_SIZE).map((log) => resolveFastLog(log, now));
  const lastFast = history[0]?.endTime ? history[0] : undefined;

  const onStart = () =>
    startFast.mutate(
      { startTime: new Date(Date.now()).toISOString(), targetHours },
      {
        onSuccess: (log) => toast({ title: 'Fast Started', description: fastStartedMessage(log.targetHours) }),
        onError: (error) => {
          // 409: the list has been re-read; resume the fast the server holds, if it is still running.
          const latest = queryClient.getQueryData(fastingLogsQueryOptions(userId).queryKey) ?? [];
          if (isConflict(error) && findActiveFast(latest, Date.now())) {
            toast({ title: 'Fast Resumed', description: 'A fast was already running, so its timer picks up where it is.' });
          } else {
            errorToast('Failed to start your fast. Please try again.');
          }
        },
      },
    );

  const onEnd = () => {
    if (!active) return;
    endFast.mutate(
      { id: active.id, endTime: new Date(Date.now()).toISOString() },
      {
        onSuccess: (log) =>
          toast({ title: 'Fast Ended', description: fastEndedMessage(log.duration ?? fastElapsedSeconds(log, Date.now())) }),
        onError: () => errorToast('Failed to end your fast. Please try again.'),
      },
    );
  };

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
            targetHours={targetHours}
            onTargetChange={setTargetHours}
            onStart={onStart}
            isStarting={startFast.isPending}
            onEnd={onEnd}
            isEnding={endFast.isPending}
          />
        ) : logsQuery.isError ? (
          <LoadError
            message="Failed to load fasting history. Please try again."
            onRetry={() => void logsQuery.refetch()}
            isRetrying={logsQuery.isFetching}
          />
        ) : (
          <FastTimerSkeleton />
        )}
        {logsQuery.isError && !hasData ? null : <FastingHistory logs={history} timeZone={timeZone} isLoading={!hasData} />}
      </div>
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold">Fasting Stages</h2>
        <StageTimeline elapsedSeconds={running ? fastElapsedSeconds(running, now) : null} />
      </Card>
    </div>
  );
}
