import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { StatusLabel } from '#ui/status-label';
import { historyQueryOptions } from '../api/protocol-history-queries';
import { formatSessionDuration } from '../lib/history-format';
import type { HistoryView } from '../lib/history-view';

export const THIRTY_HISTORY: HistoryView<ThirtyLog> = {
  query: historyQueryOptions<ThirtyLog>('thirtyThirtyThirty', null),
  dayOf: (log) => log.localDay,
  columns: [
    { heading: 'Protein', cell: (log) => `${log.proteinAmount} g` },
    { heading: 'Exercise', cell: (log) => formatSessionDuration(log.exerciseDuration) },
    { heading: 'Status', cell: (log) => <StatusLabel status={log.completed ? 'Completed' : 'Not Completed'} /> },
  ],
  texts: {
    noun: 'mornings',
    prompt: '30 g of protein within 30 minutes of waking, then 30 minutes of low-intensity exercise.',
    howToLog: 'Log your morning protein and exercise',
    errorMessage: 'Failed to load your 30-30-30 history. Please try again.',
  },
};
