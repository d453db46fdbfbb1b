import CheckCircleIcon from 'lucide-react/icons/circle-check';
import CircleDashedIcon from 'lucide-react/icons/circle-dashed';
import { useQuery } from '@tanstack/react-query';
import { formatClock } from '@uh/core/common/stopwatch.logic';
import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { Button } from '#ui/button';
import { thirtyLogsQueryOptions } from '../api/thirty-queries';
import { LoadError } from '#ui/load-error';

const RECENT_COUNT = 5;

const formatWhen = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));

function SessionRow({ log, timeZone }: { log: ThirtyLog; timeZone: string }) {
  return (
    <li className="flex min-h-16 items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium">
          <time dateTime={log.timestamp}>{formatWhen(log.timestamp, timeZone)}</time>
        </p>
        <p className="figures text-sm text-muted-foreground">
          {log.proteinAmount} g protein · {formatClock(log.exerciseDuration)} exercise
          {log.timeAfterWaking === null ? '' : ` · ${log.timeAfterWaking} min after waking`}
        </p>
      </div>
      {log.completed ? (
        <span className="inline-flex shrink-0 items-center gap-1 text-sm font-medium">
          <CheckCircleIcon aria-hidden="true" className="size-4 text-status-good" />
          Completed
        </span>
      ) : (
        <span className="inline-flex shrink-0 items-center gap-1 text-sm text-muted-foreground">
          <CircleDashedIcon aria-hidden="true" className="size-4" />
          Not completed
        </span>
      )}
    </li>
  );
}

/** The last few sessions from GET /api/protocols/thirty/{userId}, with loading, empty and error states. */
export function RecentThirtySessions({ userId, timeZone, onStart }: { userId: number; timeZone: string; onStart: () => void }) {
  const logs = useQuery(thirtyLogsQueryOptions(userId));

  if (logs.isPending) {
    return (
      <ul aria-busy="true" aria-label="Loading recent sessions" className="divide-y divide-border">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className="flex min-h-16 flex-col justify-center gap-2 py-3">
            <span className="h-4 w-2/3 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
            <span className="h-3 w-1/2 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
          </li>
        ))}
      </ul>
    );
  }
  if (logs.isError) {
    return (
      <LoadError
        isFramed={false}
        className="py-2"
        message="Couldn't load your recent sessions."
        onRetry={() => void logs.refetch()}
        isRetrying={logs.isFetching}
      />
    );
  }
  if (logs.data.length === 0) {
    return (
      <div className="space-y-3 py-2">
        <p className="text-muted-foreground">
          No sessions yet. Enter your protein, run the exercise timer to 25:00 and complete your first morning.
        </p>
        <Button variant="secondary" onClick={onStart}>
          Log your first session
        </Button>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-border">
      {logs.data.slice(0, RECENT_COUNT).map((log) => (
        <SessionRow key={log.id} log={log} timeZone={timeZone} />
      ))}
    </ul>
  );
}
