import type { ProtocolKey } from '@uh/core/progress/progress.logic';
import type { ProtocolLog } from '@uh/core/protocols/protocol-log-schemas';
import type { HistoryView } from '../lib/history-view';
import { COLD_HISTORY } from './cold-history-view';
import { FASTING_HISTORY } from './fasting-history-view';
import { THIRTY_HISTORY } from './thirty-history-view';

/** The log each protocol's history lists. */
export type HistoryLogs = { [K in ProtocolKey]: ProtocolLog<K> };

/** Each protocol's history tab, by key; everything else about the tab is the same for all. */
export const HISTORY_VIEWS: { [K in ProtocolKey]: HistoryView<HistoryLogs[K]> } = {
  thirtyThirtyThirty: THIRTY_HISTORY,
  fasting: FASTING_HISTORY,
  coldExposure: COLD_HISTORY,
};
