import type { ColdLog } from '@uh/core/cold-exposure/cold-exposure.schema';
import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import type { ProtocolKey } from '@uh/core/progress/progress.logic';
import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import type { HistoryView } from '../lib/history-view';
import { COLD_HISTORY } from './cold-history-view';
import { FASTING_HISTORY } from './fasting-history-view';
import { THIRTY_HISTORY } from './thirty-history-view';

/** The log each protocol's history lists: a new protocol counted in progress needs its line here. */
export type HistoryLogs = { thirtyThirtyThirty: ThirtyLog; fasting: FastingLog; coldExposure: ColdLog };

/** Each protocol's history tab, by key; everything else about the tab is the same for all. */
export const HISTORY_VIEWS: { [K in ProtocolKey]: HistoryView<HistoryLogs[K]> } = {
  thirtyThirtyThirty: THIRTY_HISTORY,
  fasting: FASTING_HISTORY,
  coldExposure: COLD_HISTORY,
};
