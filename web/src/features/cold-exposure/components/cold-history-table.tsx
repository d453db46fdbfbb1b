import { coldMethodLabel } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { ColdLog } from '@uh/core/cold-exposure/cold-exposure.schema';
import { formatTemperature, type TemperatureUnit } from '#lib/preferences';
import { formatDuration } from '../logic/cold-summary';

/** Spec §9: history tables show the 10 most recent logs. */
export const HISTORY_ROWS = 10;

const HEADERS = ['Date', 'Method', 'Temp', 'Duration'] as const;
const cellClass = 'px-2 py-3 text-left align-top first:pl-0 last:pr-0';

const formatters = (timeZone: string) => ({
  day: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone }),
  time: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }),
});

/** Date, Method, Temp (in the chosen unit), Duration (spec §2). */
export function ColdHistoryTable({ logs, timeZone, unit }: { logs: readonly ColdLog[]; timeZone: string; unit: TemperatureUnit }) {
  const format = formatters(timeZone);
  return (
    <table className="w-full text-sm">
      <thead className="text-muted-foreground">
        <tr className="border-b border-border">
          {HEADERS.map((header) => (
            <th key={header} scope="col" className={`${cellClass} font-medium`}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {logs.slice(0, HISTORY_ROWS).map((log) => (
          <tr key={log.id}>
            <td className={cellClass}>
              <time dateTime={log.timestamp} className="whitespace-nowrap">
                {format.day.format(new Date(log.timestamp))}
                <span className="block text-muted-foreground">{format.time.format(new Date(log.timestamp))}</span>
              </time>
            </td>
            <td className={cellClass}>{coldMethodLabel(log.exposureMethod)}</td>
            <td className={`${cellClass} figures whitespace-nowrap`}>{formatTemperature(log.temperature, log.temperatureUnit, unit)}</td>
            <td className={`${cellClass} figures whitespace-nowrap`}>{formatDuration(log.duration)}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
