import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { fastStatus, fastingProtocolLabel } from '@uh/core/fasting/fasting.logic';
import { Card } from '#ui/card';
import { formatHm } from '../lib/fast-view';
import { StatusLabel } from '#ui/status-label';

const HEADINGS = ['Date', 'Protocol', 'Duration', 'Status'] as const;

function formatDate(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(new Date(iso));
}

/** 'Recent Fasting History' (spec §2): the 10 most recent fasts, already resolved at now. */
export function FastingHistory({ logs, timeZone, isLoading }: { logs: readonly FastingLog[]; timeZone: string; isLoading: boolean }) {
  return (
    <Card className="p-4 sm:p-6">
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
                <th key={heading} scope="col" className="py-2 pr-3 font-medium last:pr-0">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border border-t border-border">
            {isLoading
              ? Array.from({ length: 3 }, (_, row) => (
                  <tr key={row} aria-hidden="true">
                    {HEADINGS.map((heading) => (
                      <td key={heading} className="py-3 pr-3 last:pr-0">
                        <span className="block h-4 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
                      </td>
                    ))}
                  </tr>
                ))
              : logs.map((log) => (
                  <tr key={log.id}>
                    <td className="py-3 pr-3 align-top">{formatDate(log.startTime, timeZone)}</td>
                    <td className="py-3 pr-3 align-top">{fastingProtocolLabel(log.targetHours)}</td>
                    <td className="py-3 pr-3 align-top figures">
                      {log.endTime === null || log.duration === null ? 'In Progress' : formatHm(log.duration)}
                    </td>
                    <td className="py-3 align-top">
                      <StatusLabel status={fastStatus(log)} />
                    </td>
                  </tr>
                ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
