import type { ProgressSummary } from '@uh/core/progress/progress.schema';
import type { ProtocolKey } from '@uh/core/progress/progress.logic';
import { protocolEntry } from '@uh/core/protocols/protocol-registry';
import { useQuery } from '@tanstack/react-query';
import { formatDay } from '#lib/format';
import { usePreferences } from '#lib/preferences';
import { PROTOCOL_VIEWS, type TrackedProtocolView } from '#lib/protocol-views';
import { useNow } from '#lib/use-now';
import { headingCase } from '../lib/history-format';
import type { HistoryView } from '../lib/history-view';
import { HistoryTab } from './history-panel';
import { HistoryTable, type HistoryRow } from './history-table';
import { HISTORY_VIEWS, type HistoryLogs } from './history-views';

type HistoryProps = { userId: number; timeZone: string; today: string; summary: ProgressSummary | undefined };

/** A protocol's history tab: its recent logs, then its summary card; only the view's data differs between protocols. */
export function ProtocolHistory<K extends ProtocolKey>({ protocol, userId, timeZone, today, summary }: HistoryProps & { protocol: K }) {
  const view: HistoryView<HistoryLogs[K]> = HISTORY_VIEWS[protocol];
  const protocolView: TrackedProtocolView = PROTOCOL_VIEWS[protocol];
  const logNames = protocolEntry<ProtocolKey>(protocol).names.log;
  const query = useQuery(view.query(userId));
  const now = useNow(60_000);
  const context = { timeZone, now, temperatureUnit: usePreferences().data?.temperatureUnit ?? 'F' };
  const rows = query.data?.map<HistoryRow>((log) => {
    const day = view.dayOf(log, context);
    return { id: log.id, date: formatDay(day, today), isToday: day === today, cells: view.columns.map(({ cell }) => cell(log, context)) };
  });
  const { texts } = view;
  return (
    <HistoryTab
      protocol={protocolView}
      title={`Recent ${headingCase(logNames.many)}`}
      stats={summary?.protocols[protocol]}
      noun={texts.noun}
      today={today}
      prompt={texts.prompt}
    >
      <HistoryTable
        label={texts.tableLabel ?? `Recent ${logNames.many}`}
        headings={view.columns.map(({ heading }) => heading)}
        rows={rows}
        isError={query.isError}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
        errorMessage={texts.errorMessage}
        emptyMessage={`No ${protocolView.label.toLowerCase()} logs found`}
        emptyHint={`${texts.howToLog} on the ${protocolView.trackerName} and it will appear here.`}
      />
    </HistoryTab>
  );
}
