import type { TemperatureUnit } from '@uh/core/common/units.logic';
import type { ReactNode } from 'react';
import type { HistoryQuery } from '../api/protocol-history-queries';

/** What a history's cells may read besides the log: the person's zone and unit, and the current minute. */
export type HistoryCellContext = { timeZone: string; now: number; temperatureUnit: TemperatureUnit };

/** One protocol's history tab: where its logs come from, its columns, and the words only it has. */
export type HistoryView<TLog extends { id: number }> = {
  query: HistoryQuery<TLog>;
  /** The local day a log counts on (kept with the log, so a later time zone change moves nothing). */
  dayOf: (log: TLog, context: HistoryCellContext) => string;
  /** The columns after Date. */
  columns: readonly { heading: string; cell: (log: TLog, context: HistoryCellContext) => ReactNode }[];
  texts: {
    /** What one completion is called on the summary card, e.g. 'fasts'. */
    noun: string;
    /** The nudge beside the summary card. */
    prompt: string;
    /** How a first log is made, said while there is none: '… on the fasting tracker and it will appear here.' */
    howToLog: string;
    errorMessage: string;
    /** The table's name for screen readers, where it says more than 'Recent' and the logs' name. */
    tableLabel?: string;
  };
};
