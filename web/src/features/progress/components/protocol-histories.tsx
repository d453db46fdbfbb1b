import { coldMethodLabel } from '@uh/core/cold-exposure/cold-exposure.logic';
import { fastDay, fastingProtocolLabel, fastStatus } from '@uh/core/fasting/fasting.logic';
import type { ProgressSummary } from '@uh/core/progress/progress.schema';
import { useQuery } from '@tanstack/react-query';
import { coldHistoryQueryOptions, fastingHistoryQueryOptions, thirtyHistoryQueryOptions } from '../api/protocol-history-queries';
import { formatDay } from '#lib/format';
import { usePreferences } from '#lib/preferences';
import { useNow } from '#lib/use-now';
import { formatFastDuration, formatSessionDuration, formatTemperature } from '../lib/history-format';
import { PROTOCOL_VIEWS } from '#lib/protocol-views';
import { HistoryTab } from './history-panel';
import { HistoryTable, type HistoryRow } from './history-table';
import { StatusLabel } from '#ui/status-label';

export type HistoryProps = { userId: number; timeZone: string; today: string; summary: ProgressSummary | undefined };

/**
 * Date cell values shared by every table: the local day the log counts on (kept with the log, so a
 * later time zone change moves nothing), and whether it is today.
 */
const dated = (localDay: string, today: string) => ({ date: formatDay(localDay, today), isToday: localDay === today });

function queryState(query: { isError: boolean; isFetching: boolean; refetch: () => unknown }) {
  return { isError: query.isError, isRetrying: query.isFetching, onRetry: () => void query.refetch() };
}

export function ThirtyHistory({ userId, today, summary }: HistoryProps) {
  const query = useQuery(thirtyHistoryQueryOptions(userId));
  const rows = query.data?.map<HistoryRow>((log) => ({
    id: log.id,
    ...dated(log.localDay, today),
    cells: [
      `${log.proteinAmount} g`,
      formatSessionDuration(log.exerciseDuration),
      <StatusLabel status={log.completed ? 'Completed' : 'Not Completed'} />,
    ],
  }));
  return (
    <HistoryTab
      protocol={PROTOCOL_VIEWS.thirtyThirtyThirty}
      title="Recent 30-30-30 Sessions"
      stats={summary?.protocols.thirtyThirtyThirty}
      noun="mornings"
      today={today}
      prompt="30 g of protein within 30 minutes of waking, then 30 minutes of low-intensity exercise."
    >
      <HistoryTable
        label="Recent 30-30-30 sessions"
        headings={['Protein', 'Exercise', 'Status']}
        rows={rows}
        {...queryState(query)}
        errorMessage="Failed to load your 30-30-30 history. Please try again."
        emptyMessage="No 30-30-30 logs found"
        emptyHint="Log your morning protein and exercise on the 30-30-30 tracker and it will appear here."
      />
    </HistoryTab>
  );
}

export function FastingHistory({ userId, timeZone, today, summary }: HistoryProps) {
  const query = useQuery(fastingHistoryQueryOptions(userId));
  const now = useNow(60_000);
  const rows = query.data?.map<HistoryRow>((log) => ({
    id: log.id,
    ...dated(fastDay(log, timeZone, new Date(now)), today),
    cells: [
      fastingProtocolLabel(log.targetHours),
      log.duration === null ? 'In Progress' : formatFastDuration(log.duration),
      <StatusLabel status={fastStatus(log)} />,
    ],
  }));
  return (
    <HistoryTab
      protocol={PROTOCOL_VIEWS.fasting}
      title="Recent Fasts"
      stats={summary?.protocols.fasting}
      noun="fasts"
      today={today}
      prompt="Aim for 4 completed fasts a week; a 16:8 fast is a good place to start."
    >
      <HistoryTable
        label="Recent fasts"
        headings={['Protocol', 'Duration', 'Status']}
        rows={rows}
        {...queryState(query)}
        errorMessage="Failed to load fasting history. Please try again."
        emptyMessage="No fasting logs found"
        emptyHint="Start a fast on the fasting tracker and it will appear here."
      />
    </HistoryTab>
  );
}

export function ColdHistory({ userId, today, summary }: HistoryProps) {
  const query = useQuery(coldHistoryQueryOptions(userId));
  const preferredUnit = usePreferences().data?.temperatureUnit ?? 'F';
  const rows = query.data?.map<HistoryRow>((log) => ({
    id: log.id,
    ...dated(log.localDay, today),
    cells: [
      coldMethodLabel(log.exposureMethod),
      formatTemperature(log.temperature, log.temperatureUnit, preferredUnit),
      formatSessionDuration(log.duration),
    ],
  }));
  return (
    <HistoryTab
      protocol={PROTOCOL_VIEWS.coldExposure}
      title="Recent Cold Sessions"
      stats={summary?.protocols.coldExposure}
      noun="sessions"
      today={today}
      prompt="Aim for 3 sessions a week of 2 to 5 minutes each."
    >
      <HistoryTable
        label="Recent cold exposure sessions"
        headings={['Method', 'Temp', 'Duration']}
        rows={rows}
        {...queryState(query)}
        errorMessage="Failed to load cold exposure history. Please try again."
        emptyMessage="No cold exposure logs found"
        emptyHint="Time a cold shower or plunge on the cold exposure tracker and it will appear here."
      />
    </HistoryTab>
  );
}
