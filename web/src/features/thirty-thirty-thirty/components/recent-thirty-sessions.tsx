import PencilIcon from 'lucide-react/icons/pencil';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { useQuery } from '@tanstack/react-query';
import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { formatSessionLength, formatWhen } from '#lib/format';
import { useNow } from '#lib/use-now';
import { useOpenLog } from '#lib/use-open-log';
import { Button } from '#ui/button';
import type { LogDialogMode } from '#ui/log-dialog';
import { LoadError } from '#ui/load-error';
import { thirtyLogsQueryOptions } from '../api/thirty-queries';
import { useDeleteThirty } from '../api/use-edit-thirty';
import { ThirtySessionDialog, ThirtyStatus } from './thirty-session-dialog';

const RECENT_COUNT = 5;
export const RECENT_HEADING_ID = 'thirty-recent-heading';

type RowProps = { log: ThirtyLog; timeZone: string; now: number; onOpen: (mode: LogDialogMode) => void; onDelete: () => void };

function SessionRow({ log, timeZone, now, onOpen, onDelete }: RowProps) {
  const when = formatWhen(log.timestamp, timeZone, now, { weekday: true, time: true });
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {/* The time opens the session's details, where it can be edited or deleted too. */}
          <button type="button" onClick={() => onOpen('details')} className="text-left underline-offset-4 hover:underline">
            <time dateTime={log.timestamp}>{when}</time>
          </button>
        </p>
        <p className="figures text-sm text-muted-foreground">
          {log.proteinAmount} g protein · {formatSessionLength(log.exerciseDuration)} exercise
          {log.timeAfterWaking === null ? '' : ` · ${log.timeAfterWaking} min after waking`}
        </p>
      </div>
      <ThirtyStatus completed={log.completed} />
      <div className="flex basis-full justify-end gap-1">
        <Button variant="ghost" size="sm" aria-label={`Edit session of ${when}`} onClick={() => onOpen('edit')}>
          <PencilIcon aria-hidden="true" className="size-4" />
          Edit
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Delete session of ${when}`} onClick={onDelete}>
          <Trash2Icon aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
    </li>
  );
}

/** The last few sessions from GET /api/protocols/thirty/{userId}, each with details, Edit and Delete. */
export function RecentThirtySessions({ userId, timeZone, onStart }: { userId: number; timeZone: string; onStart: () => void }) {
  const logs = useQuery(thirtyLogsQueryOptions(userId));
  const { openAs, onDelete, dialog } = useOpenLog(logs.data, { headingId: RECENT_HEADING_ID, remove: useDeleteThirty() });
  const now = useNow(60_000);

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
    <>
      <ul className="divide-y divide-border">
        {logs.data.slice(0, RECENT_COUNT).map((log) => (
          <SessionRow
            key={log.id}
            log={log}
            timeZone={timeZone}
            now={now}
            onOpen={(mode) => openAs(log, mode)}
            onDelete={() => onDelete(log)}
          />
        ))}
      </ul>
      <ThirtySessionDialog {...dialog} timeZone={timeZone} />
    </>
  );
}
