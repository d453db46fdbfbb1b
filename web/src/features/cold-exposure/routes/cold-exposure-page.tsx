import { useQuery } from '@tanstack/react-query';
import { usePreferences } from '#lib/preferences';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { STORAGE_PREFIX, useStopwatch } from '#lib/use-stopwatch';
import { Button } from '#ui/button';
import { Card } from '#ui/card';
import { QueuedWritesList } from '../../../components/queued-writes-list';
import { coldLogsQueryOptions } from '../api/cold-queries';
import { COLD_LOG_WRITE } from '../api/use-log-cold';
import { ColdHistorySkeleton, ColdHistoryTable, HISTORY_HEADING_ID } from '../components/cold-history-table';
import { ColdSessionCard, METHOD_SELECT_ID } from '../components/cold-session-card';
import { COLD_WEEK_LABEL, ColdWeekLegend, ColdWeekStrip, ColdWeekStripSkeleton } from '../components/cold-week-strip';
import { LoadError } from '#ui/load-error';
import { describeQueuedColdSession } from '../lib/queued-cold-session';

/** /cold-exposure (docs/product.md §2): method, temperature, a stopwatch, this week and the history. */
export function ColdExposurePage() {
  useDocumentTitle('Cold Exposure Tracker');
  const { data: user } = useSession();
  if (!user) return null;
  return <ColdTracker userId={user.id} timeZone={user.timeZone} />;
}

function ColdTracker({ userId, timeZone }: { userId: number; timeZone: string }) {
  const stopwatch = useStopwatch({ storageKey: `${STORAGE_PREFIX}cold:${userId}` });
  const logs = useQuery(coldLogsQueryOptions(userId));
  // Temperatures are typed and shown in the unit chosen in Settings.
  const preferences = usePreferences();
  const unit = preferences.data?.temperatureUnit;
  // "This week" as of the last read, so the strip moves on after each logged session.
  const now = new Date(logs.dataUpdatedAt);

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold md:text-3xl">Cold Exposure Tracker</h1>
        <p className="text-muted-foreground">Aim for 2:00–5:00 minutes per session, a few times a week.</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        {unit ? (
          <ColdSessionCard userId={userId} stopwatch={stopwatch} unit={unit} />
        ) : preferences.isError ? (
          <LoadError
            message="Couldn't load your unit preferences."
            onRetry={() => void preferences.refetch()}
            isRetrying={preferences.isFetching}
          />
        ) : (
          <Card aria-hidden="true" className="min-h-[27rem] animate-pulse bg-surface-muted motion-reduce:animate-none" />
        )}
        <Card className="space-y-4 self-start p-4 sm:p-6">
          <h2 className="text-lg font-semibold">
            This Week <span className="font-normal text-muted-foreground">· {COLD_WEEK_LABEL.visible}</span>
          </h2>
          {logs.isSuccess ? <ColdWeekStrip logs={logs.data} timeZone={timeZone} now={now} /> : null}
          {logs.isPending ? <ColdWeekStripSkeleton /> : null}
          {logs.isError ? <p className="text-muted-foreground">Your week shows here once the history loads.</p> : null}
          <ColdWeekLegend />
        </Card>
      </div>
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 id={HISTORY_HEADING_ID} tabIndex={-1} className="text-lg font-semibold outline-none">
          History
        </h2>
        {unit ? <QueuedWritesList kind={COLD_LOG_WRITE} describe={(write) => describeQueuedColdSession(write.body, unit)} /> : null}
        {logs.isPending || (logs.isSuccess && logs.data.length > 0 && !unit) ? <ColdHistorySkeleton /> : null}
        {logs.isError ? (
          <LoadError
            isFramed={false}
            message="Couldn't load your cold exposure history."
            onRetry={() => void logs.refetch()}
            isRetrying={logs.isFetching}
          />
        ) : null}
        {logs.isSuccess && logs.data.length === 0 ? (
          <div className="space-y-3">
            <p className="text-muted-foreground">No sessions yet. Pick a method, press Start, and press Stop when you get out.</p>
            <Button variant="secondary" onClick={() => document.getElementById(METHOD_SELECT_ID)?.focus()}>
              Start your first session
            </Button>
          </div>
        ) : null}
        {logs.isSuccess && logs.data.length > 0 && unit ? <ColdHistoryTable logs={logs.data} timeZone={timeZone} unit={unit} /> : null}
      </Card>
    </div>
  );
}
