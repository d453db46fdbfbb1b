import { addDays } from '@uh/core/common/calendar.logic';
import type { PairSeries, PairedDay } from '@uh/core/insights/insight-analysis.logic';
import { LAG_DAYS } from '@uh/core/insights/insights.schema';
import type { Database } from '../../db/client';
import type { Window } from '../../lib/daily-series/built-in-days';
import { factorValues, outcomeValues, protocolIdsOf, readDaySources } from '../../lib/daily-series/day-values';
import { pairLabels } from '../../lib/daily-series/labels';
import type { PairView } from './insight-pairs.storage';
import type { InsightsPorts, OwnProtocol } from './insights-ports';

/**
 * Each pair's days over the window: the factor's value on every day it is known, paired with the
 * outcome `LAG_DAYS` later where that is known too (the day reading is shared with experiments, in
 * server/src/lib/daily-series/).
 */
export async function readSeries(
  db: Database,
  ports: InsightsPorts,
  input: { userId: number; window: Window; pairs: readonly PairView[]; protocols: ReadonlyMap<number, OwnProtocol> },
): Promise<PairSeries[]> {
  const { userId, window, pairs, protocols } = input;
  const protocolIds = pairs.flatMap(({ factor, outcome }) => protocolIdsOf(factor, outcome));
  const sources = await readDaySources(db, ports, { userId, window, protocolIds, protocols });
  return pairs.map((pair) => {
    const outcome = outcomeValues(pair.outcome, sources);
    const lag = LAG_DAYS[pair.lag];
    const days: PairedDay[] = [];
    for (const [factorDay, factor] of [...factorValues(pair.factor, sources)].sort(([a], [b]) => a.localeCompare(b))) {
      const outcomeDay = addDays(factorDay, lag);
      const value = outcome.get(outcomeDay);
      if (value !== undefined) days.push({ factorDay, outcomeDay, factor, outcome: value });
    }
    return { key: pair.key, factorKind: pairLabels(pair.factor, pair.outcome, protocols).factorKind, days };
  });
}
