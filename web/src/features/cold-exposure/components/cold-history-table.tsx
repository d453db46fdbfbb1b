import PencilIcon from 'lucide-react/icons/pencil';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { coldMethodLabel } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { ColdLog } from '@uh/core/cold-exposure/cold-exposure.schema';
import { dateFormat, formatSessionLength, formatWhen } from '#lib/format';
import { useNow } from '#lib/use-now';
import { useOpenLog } from '#lib/use-open-log';
import { formatTemperature, type TemperatureUnit } from '#lib/preferences';
import { Button } from '#ui/button';
import { useDeleteCold } from '../api/use-edit-cold';
import { ColdSessionDialog } from './cold-session-dialog';

/** docs/product.md §9: history tables show the 10 most recent logs. */
export const HISTORY_ROWS = 10;
export const HISTORY_HEADING_ID = 'cold-history-heading';

const cellClass = 'px-1.5 py-3 text-left align-top first:pl-0 last:pr-0 sm:px-2';

const timeOfDay = (iso: string, timeZone: string) =>
  dateFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(Date.parse(iso));

type Props = { logs: readonly ColdLog[]; timeZone: string; unit: TemperatureUnit };

/** Date, Method, Temp (in the chosen unit), Duration (docs/product.md §2), each row with Edit and Delete; the date opens its details. */
export function ColdHistoryTable({ logs, timeZone, unit }: Props) {
  const now = useNow(60_000);
  const { openAs, onDelete, dialog } = useOpenLog(logs, { headingId: HISTORY_HEADING_ID, remove: useDeleteCold() });

  return (
    <>
      <table className="w-full text-sm">
        <thead className="text-muted-foreground">
          <tr className="border-b border-border">
            {['Date', 'Method', 'Temp', 'Duration'].map((header) => (
              <th key={header} scope="col" className={`${cellClass} font-medium`}>
                {header}
              </th>
            ))}
            <th scope="col" className={`${cellClass} font-medium`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {logs.slice(0, HISTORY_ROWS).map((log) => {
            const day = formatWhen(log.timestamp, timeZone, now);
            const time = timeOfDay(log.timestamp, timeZone);
            return (
              <tr key={log.id}>
                <td className={cellClass}>
                  <button type="button" onClick={() => openAs(log, 'details')} className="text-left underline-offset-4 hover:underline">
                    <time dateTime={log.timestamp} className="whitespace-nowrap">
                      {day}
                      <span className="block text-muted-foreground">{time}</span>
                    </time>
                  </button>
                </td>
                <td className={cellClass}>{coldMethodLabel(log.exposureMethod)}</td>
                <td className={`${cellClass} figures whitespace-nowrap`}>
                  {formatTemperature(log.temperature, log.temperatureUnit, unit)}
                </td>
                <td className={`${cellClass} figures whitespace-nowrap`}>{formatSessionLength(log.duration)}</td>
                <td className={`${cellClass} w-px text-right`}>
                  {/* Stacked on a phone so the table fits 375 px; side by side from the sm breakpoint. */}
                  <div className="-my-2 flex flex-col items-end sm:flex-row">
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8! sm:size-9!"
                      aria-label={`Edit session of ${day}, ${time}`}
                      title="Edit"
                      onClick={() => openAs(log, 'edit')}
                    >
                      <PencilIcon aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8! sm:size-9!"
                      aria-label={`Delete session of ${day}, ${time}`}
                      title="Delete"
                      onClick={() => onDelete(log)}
                    >
                      <Trash2Icon aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ColdSessionDialog {...dialog} timeZone={timeZone} unit={unit} />
    </>
  );
}

/** Same rows and height as the table while it loads. */
export function ColdHistorySkeleton() {
  return (
    <div aria-hidden="true" className="divide-y divide-border">
      <div className="h-11" />
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="flex h-16 items-center">
          <span className="h-4 w-full animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
        </div>
      ))}
    </div>
  );
}
