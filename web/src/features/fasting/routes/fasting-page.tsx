import { DEFAULT_FASTING_TARGET_HOURS, fastingProtocolLabel } from '@uh/core/fasting/fasting.logic';
import { isFastCheckInDue, needsLongFastScreen } from '@uh/core/settings/safety-screen.logic';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIsSafetyScreenAccepted } from '#lib/safety-screens';
import { useQueuedWrites } from '#lib/offline-writes';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { Card } from '#ui/card';
import { LoadError } from '#ui/load-error';
import { toast } from '#ui/use-toast';
import { SafetyScreenDialog } from '../../../components/safety-screen-dialog';
import { fastingKeys, fastingLogsQueryOptions, isConflict } from '../api/fasting-queries';
import { FAST_WRITE, useStartFast } from '../api/use-start-fast';
import { EndFastDialog } from '../components/end-fast-dialog';
import { FAST_BUTTON_IDS } from '../components/fast-controls';
import { FastCheckIn } from '../components/fast-check-in';
import { FastTimerCard } from '../components/fast-timer-card';
import { FastTimerSkeleton } from '../components/fasting-load-states';
import { FastingHistoryEditor } from '../components/fasting-history-editor';
import { StageTimeline } from '../components/stage-timeline';
import { rememberKeptGoing, useHasKeptGoing } from '../lib/check-in-memory';
import { fastElapsedSeconds, fastStartedMessage, findActiveFast } from '../lib/fast-view';
import { describeQueuedFast, withQueuedFasts } from '../lib/queued-fasts';
import { QueuedWritesList } from '../../../components/queued-writes-list';
import { useEndFast } from '../lib/use-end-fast';
import { useFocusAfterChange } from '../lib/use-focus-after-change';
import { useNow } from '#lib/use-now';
import { useRefetchOnFocus } from '../lib/use-refetch-on-focus';
import { useTargetReached } from '../lib/use-target-reached';

const HISTORY_SIZE = 10;
const errorToast = (description: string) => toast({ variant: 'destructive', title: 'Error', description });

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
  const queryClient = useQueryClient();
  const logsQuery = useQuery(fastingLogsQueryOptions(userId));
  useRefetchOnFocus(fastingKeys.list(userId));
  const startFast = useStartFast(userId);
  const [targetHours, setTargetHours] = useState<number>(DEFAULT_FASTING_TARGET_HOURS);
  const [announcement, announce] = useState('');
  const focusNext = useFocusAfterChange();
  const { end, isEnding } = useEndFast({ userId, timeZone, focusNext, announce });
  const isLongFastScreenAccepted = useIsSafetyScreenAccepted('long-fast');
  const [isScreenOpen, setScreenOpen] = useState(false);
  // The fast the End dialog is about: it closes by itself if another tab ended that fast.
  const [endingId, setEndingId] = useState<number | null>(null);
  const [keptGoing, setKeptGoing] = useState<number | null>(null);

  useEffect(() => {
    if (logsQuery.isError) errorToast('Failed to load fasting history. Please try again.');
  }, [logsQuery.isError, logsQuery.errorUpdatedAt]);

  // Starts and ends made offline show as made until the server has them.
  const logs = withQueuedFasts(logsQuery.data ?? [], useQueuedWrites(FAST_WRITE));
  const active = findActiveFast(logs);
  // While the start is being saved the timer already runs; a failed start falls back to idle.
  const running = active ?? (startFast.isPending ? startFast.variables : undefined);
  useTargetReached(active, now, announce);

  // The history holds what the server has (each row can be corrected); the card, the last fast.
  const history = (logsQuery.data ?? []).slice(0, HISTORY_SIZE);
  const lastFast = logs[0]?.endTime ? logs[0] : undefined;
  const hasKeptGoingOnThisDevice = useHasKeptGoing(active?.id);
  const isCheckInDue =
    active !== undefined &&
    isFastCheckInDue(fastElapsedSeconds(active, now), active.targetHours) &&
    keptGoing !== active.id &&
    !hasKeptGoingOnThisDevice;

  const doStart = () => {
    focusNext(FAST_BUTTON_IDS.end);
    startFast.mutate(
      { startTime: new Date(Date.now()).toISOString(), targetHours },
      {
        onSuccess: (result) => {
          const hours = result.isQueued ? targetHours : result.value.targetHours;
          announce(`Fast started: ${fastingProtocolLabel(hours)}. End Fast is available.`);
          toast(
            result.isQueued
              ? { title: 'Saved on this device', description: 'Your fast will sync when you are back online.' }
              : { title: 'Fast Started', description: fastStartedMessage(hours) },
          );
        },
        onError: (error) => {
          // 409: the list has been re-read; resume the fast the server holds, if it is still running.
          const latest = queryClient.getQueryData(fastingLogsQueryOptions(userId).queryKey) ?? [];
          if (isConflict(error) && findActiveFast(latest)) {
            toast({ title: 'Fast Resumed', description: 'A fast was already running, so its timer picks up where it is.' });
          } else {
            focusNext(FAST_BUTTON_IDS.start);
            errorToast('Failed to start your fast. Please try again.');
          }
        },
      },
    );
  };
  // A fast of 24 h or more first shows the safety screen, until the person has accepted it once.
  const onStart = () => (needsLongFastScreen(targetHours) && !isLongFastScreenAccepted ? setScreenOpen(true) : doStart());

  const onKeepGoing = () => {
    if (!active) return;
    rememberKeptGoing(active.id);
    setKeptGoing(active.id);
    focusNext(FAST_BUTTON_IDS.end);
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
            onEnd={() => setEndingId(active?.id ?? null)}
            isEnding={isEnding}
            announcement={announcement}
            checkIn={isCheckInDue ? <FastCheckIn onEnd={() => setEndingId(active?.id ?? null)} onKeepGoing={onKeepGoing} /> : null}
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
        <QueuedWritesList kind={FAST_WRITE} describe={(write) => describeQueuedFast(write, timeZone)} />
        {logsQuery.isError && !hasData ? null : (
          <FastingHistoryEditor userId={userId} logs={history} timeZone={timeZone} now={now} isLoading={!hasData} />
        )}
      </div>
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold">Fasting Stages</h2>
        <StageTimeline elapsedSeconds={running ? fastElapsedSeconds(running, now) : null} />
      </Card>
      <SafetyScreenDialog
        kind="long-fast"
        isOpen={isScreenOpen}
        onCancel={() => setScreenOpen(false)}
        onConfirm={() => {
          setScreenOpen(false);
          doStart();
        }}
      />
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
