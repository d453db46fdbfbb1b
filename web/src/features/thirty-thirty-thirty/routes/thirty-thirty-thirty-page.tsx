import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { localDateOf } from '@uh/core/common/calendar.logic';
import { THIRTY_TIMER_CAP_S } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.logic';
import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { useSession } from '#lib/session';
import { useNow } from '#lib/use-now';
import { useDocumentTitle } from '#lib/use-document-title';
import { STORAGE_PREFIX, useStopwatch } from '#lib/use-stopwatch';
import { Card } from '#ui/card';
import { RECENT_HEADING_ID, RecentThirtySessions } from '../components/recent-thirty-sessions';
import { ThirtyForm } from '../components/thirty-form';
import { THIRTY_INPUT_IDS } from '../lib/use-thirty-log-form';
import { ThirtyIntro } from '../components/thirty-intro';
import { ThirtySuccessPanel } from '../components/thirty-success-panel';
import { QueuedWritesList } from '../../../components/queued-writes-list';
import { THIRTY_LOG_WRITE } from '../api/use-log-thirty';
import { thirtyLogsQueryOptions } from '../api/thirty-queries';
import { describeQueuedThirtySession } from '../lib/queued-thirty-session';
import { isTodaysResultsView, todaysSession } from '../lib/todays-session';

/** /thirty-thirty-thirty (docs/product.md §2): protein, time after waking, a 30-minute exercise timer. */
export function ThirtyThirtyThirtyPage() {
  useDocumentTitle('30-30-30 Method Tracker');
  const { data: user } = useSession();
  if (!user) return null;
  return <ThirtyTracker userId={user.id} timeZone={user.timeZone} />;
}

function ThirtyTracker({ userId, timeZone }: { userId: number; timeZone: string }) {
  const stopwatch = useStopwatch({ storageKey: `${STORAGE_PREFIX}thirty:${userId}`, capSeconds: THIRTY_TIMER_CAP_S });
  const [logged, setLogged] = useState<ThirtyLog | null>(null);
  // "View Today's Results" on the dashboard opens today's session rather than a blank form.
  const [location, setLocation] = useLocation();
  const isTodayView = isTodaysResultsView(useSearch());
  const now = useNow(60_000);
  const logs = useQuery({ ...thirtyLogsQueryOptions(userId), enabled: isTodayView });
  const shown = logged ?? (isTodayView ? todaysSession(logs.data, localDateOf(new Date(now), timeZone)) : null);
  const focusForm = () => {
    setLogged(null);
    if (isTodayView) setLocation(location, { replace: true });
    requestAnimationFrame(() => document.getElementById(THIRTY_INPUT_IDS.protein)?.focus());
  };

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold md:text-3xl">30-30-30 Method Tracker</h1>
        <p className="text-muted-foreground">
          A simple morning routine: 30 g of protein within 30 minutes of waking, then 30 minutes of low-intensity exercise.
        </p>
      </header>
      <ThirtyIntro />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="p-4 sm:p-6">
          {isTodayView && logs.isPending && !logged ? (
            <span role="status" className="sr-only">
              Loading today&apos;s session
            </span>
          ) : shown ? (
            <ThirtySuccessPanel
              log={shown}
              onLogAnother={() => {
                stopwatch.reset();
                focusForm();
              }}
            />
          ) : (
            <>
              <h2 className="mb-4 text-lg font-semibold">Today&apos;s session</h2>
              <ThirtyForm userId={userId} stopwatch={stopwatch} onLogged={setLogged} />
            </>
          )}
        </Card>
        <Card className="self-start p-4 sm:p-6">
          <h2 id={RECENT_HEADING_ID} tabIndex={-1} className="text-lg font-semibold outline-none">
            Recent Sessions
          </h2>
          <QueuedWritesList kind={THIRTY_LOG_WRITE} describe={(write) => describeQueuedThirtySession(write.body)} />
          <RecentThirtySessions userId={userId} timeZone={timeZone} onStart={focusForm} />
        </Card>
      </div>
    </div>
  );
}
