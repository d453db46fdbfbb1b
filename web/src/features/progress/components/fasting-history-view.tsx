import { fastDay, fastingProtocolLabel, fastStatus } from '@uh/core/fasting/fasting.logic';
import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { StatusLabel } from '#ui/status-label';
import { historyQueryOptions } from '../api/protocol-history-queries';
import { formatFastDuration } from '../lib/history-format';
import type { HistoryView } from '../lib/history-view';

const errorMessage = 'Failed to load fasting history. Please try again.';

export const FASTING_HISTORY: HistoryView<FastingLog> = {
  query: historyQueryOptions<FastingLog>('fasting', errorMessage),
  // A fast still going counts on the day it would end now.
  dayOf: (log, { timeZone, now }) => fastDay(log, timeZone, new Date(now)),
  columns: [
    { heading: 'Protocol', cell: (log) => fastingProtocolLabel(log.targetHours) },
    { heading: 'Duration', cell: (log) => (log.duration === null ? 'In Progress' : formatFastDuration(log.duration)) },
    { heading: 'Status', cell: (log) => <StatusLabel status={fastStatus(log)} /> },
  ],
  texts: {
    noun: 'fasts',
    prompt: 'Aim for 4 completed fasts a week; a 16:8 fast is a good place to start.',
    howToLog: 'Start a fast',
    errorMessage,
  },
};
