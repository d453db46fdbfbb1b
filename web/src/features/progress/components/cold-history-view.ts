import { coldMethodLabel } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { ColdLog } from '@uh/core/cold-exposure/cold-exposure.schema';
import { historyQueryOptions } from '../api/protocol-history-queries';
import { formatSessionDuration, formatTemperature } from '../lib/history-format';
import type { HistoryView } from '../lib/history-view';

const errorMessage = 'Failed to load cold exposure history. Please try again.';

export const COLD_HISTORY: HistoryView<ColdLog> = {
  query: historyQueryOptions<ColdLog>('coldExposure', errorMessage),
  dayOf: (log) => log.localDay,
  columns: [
    { heading: 'Method', cell: (log) => coldMethodLabel(log.exposureMethod) },
    { heading: 'Temp', cell: (log, { temperatureUnit }) => formatTemperature(log.temperature, log.temperatureUnit, temperatureUnit) },
    { heading: 'Duration', cell: (log) => formatSessionDuration(log.duration) },
  ],
  texts: {
    noun: 'sessions',
    prompt: 'Aim for 3 sessions a week of 2 to 5 minutes each.',
    howToLog: 'Time a cold shower or plunge',
    errorMessage,
    tableLabel: 'Recent cold exposure sessions',
  },
};
