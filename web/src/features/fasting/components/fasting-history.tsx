import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { useIsHydrating } from '#lib/use-hydrating';
import { localDateOf } from '@uh/core/common/calendar.logic';
import { fastDay, fastStatus, fastingProtocolLabel, fastingProtocolShortLabel } from '@uh/core/fasting/fasting.logic';
import PencilIcon from 'lucide-react/icons/pencil';
import { Card } from '#ui/card';
import { StatusLabel } from '#ui/status-label';
import { formatDay } from '#lib/format';
import { fastElapsedSeconds, formatHm } from '../lib/fast-view';

const HEADINGS = ['Date', 'Protocol', 'Duration', 'Status'] as const;

type FastingHistoryProps = {
  logs: readonly FastingLog[];
  timeZone: string;
  now: number;
  isLoading: boolean;
  onEdit: (log: FastingLog) => void;
};

/**
 * 'Recent Fasting History' (docs/product.md §2): the 10 most recent fasts. Each field keeps to one line at
 * 375 px (short dates and protocol names while the card is narrow); each row opens the fast to edit or delete.
 */
export function FastingHistory({ logs, timeZone, now, isLoading, onEdit }: FastingHistoryProps) {
  return (
    <Card className="@container p-4 sm:p-6">
      <h2 className="text-lg font-semibold">Recent Fasting History</h2>
      {!isLoading && logs.length === 0 ? (
        <p className="mt-4 rounded-control border border-dashed border-input-border p-4 text-muted-foreground">
          No fasts logged yet. Choose a protocol above and start your first fast.
        </p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <thead className="text-muted-foreground">
            <tr>
              {HEADINGS.map((heading) => (
                <th key={heading} scope="col" className="py-2 pr-1 font-medium whitespace-nowrap @xl:pr-3">
                  {heading}
                </th>
              ))}
              <th scope="col" className="py-2 text-right font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border border-t border-border">
            {isLoading
              ? Array.from({ length: 3 }, (_, row) => (
                  <tr key={row} aria-hidden="true">
                    {[...HEADINGS, 'actions'].map((heading) => (
                      <td key={heading} className="py-3 pr-1 last:pr-0">
                        <span className="block h-4 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
                      </td>
                    ))}
                  </tr>
                ))
              : logs.map((log) => <HistoryRow key={log.id} log={log} timeZone={timeZone} now={now} onEdit={onEdit} />)}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/** Two forms of a field: the short one while the card is narrow (a phone, or the desktop column). */
function Responsive({ short, full }: { short: string; full: string }) {
  if (short === full) return <>{full}</>;
  return (
    <>
      <span className="@xl:hidden">{short}</span>
      <span className="@max-xl:hidden">{full}</span>
    </>
  );
}

type RowProps = { log: FastingLog; timeZone: string; now: number; onEdit: (log: FastingLog) => void };

function HistoryRow({ log, timeZone, now, onEdit }: RowProps) {
  // Dated by the day it ended, as Progress counts it (docs/decisions/0029).
  const today = localDateOf(new Date(now), timeZone);
  const localDay = fastDay(log, timeZone, new Date(now));
  const day = formatDay(localDay, today);
  const cell = 'py-2 pr-1 align-middle whitespace-nowrap @xl:pr-3';
  const isRunning = log.endTime === null || log.duration === null;
  const isHydrating = useIsHydrating();
  return (
    <tr>
      <td className={cell}>
        <Responsive short={formatDay(localDay, today, { isCompact: true })} full={day} />
      </td>
      <td className={cell}>
        <Responsive short={fastingProtocolShortLabel(log.targetHours)} full={fastingProtocolLabel(log.targetHours)} />
      </td>
      <td className={`${cell} figures`}>
        {isRunning ? (
          // The time so far: the status beside it already says In Progress.
          <span className="text-muted-foreground">
            {formatHm(fastElapsedSeconds(log, now))}
            <span className="sr-only"> so far</span>
          </span>
        ) : (
          formatHm(log.duration ?? 0)
        )}
      </td>
      <td className={cell}>
        <StatusLabel status={fastStatus(log)} />
      </td>
      <td className="py-1 text-right">
        {/* Narrower than the shared small button on phones, so the row fits 375 px. */}
        <button
          type="button"
          onClick={() => onEdit(log)}
          disabled={isHydrating}
          aria-label={`Edit or delete the fast of ${day}`}
          className="inline-flex min-h-9 min-w-7 items-center justify-center gap-2 rounded-control px-1.5 text-sm font-medium text-foreground transition-colors duration-150 hover:bg-surface-muted @xl:px-3"
        >
          <PencilIcon aria-hidden="true" className="size-4" />
          <span className="@max-xl:hidden">Edit</span>
        </button>
      </td>
    </tr>
  );
}
