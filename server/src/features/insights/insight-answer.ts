import { analysePairs, type PairAnalysis, type PairSeries } from '@uh/core/insights/insight-analysis.logic';
import { insightSentence, missingText } from '@uh/core/insights/insight-sentence.logic';
import type { Insight } from '@uh/core/insights/insights.schema';
import { pairLabels } from '../../lib/daily-series/labels';
import type { PairView } from './insight-pairs.storage';
import type { OwnProtocol } from './insights-ports';

/**
 * The same person always gets the same seed, so the same data gives the same figures on every
 * read, every server and every night (the permutations and the bootstrap are seeded).
 */
export const seedOf = (userId: number) => Math.imul(userId, 2_654_435_761) >>> 0 || 1;

/**
 * Every pair's card. Only shown pairs are tested, together (Benjamini–Hochberg runs across them);
 * a hidden pair keeps its counts but no status beyond `notEnoughData` and no figures.
 */
export function insightsOf(
  userId: number,
  pairs: readonly PairView[],
  series: readonly PairSeries[],
  protocols: ReadonlyMap<number, OwnProtocol>,
): Insight[] {
  const seriesOf = new Map(series.map((entry) => [entry.key, entry]));
  const shown = series.filter((entry) => !pairs.find((pair) => pair.key === entry.key)?.hidden);
  const analyses = new Map(analysePairs(shown, { seed: seedOf(userId) }).map((analysis) => [analysis.key, analysis]));
  return pairs.map((pair) => {
    const labels = pairLabels(pair.factor, pair.outcome, protocols);
    const days = seriesOf.get(pair.key)?.days ?? [];
    const analysis: PairAnalysis = analyses.get(pair.key) ?? {
      key: pair.key,
      status: 'notEnoughData',
      pairedDays: days.length,
      daysWith: days.filter((day) => day.factor > 0).length,
      daysWithout: days.filter((day) => day.factor === 0).length,
      needs: { pairedDays: 0, daysWith: 0, daysWithout: 0 },
      effect: null,
      pValue: null,
      adjustedPValue: null,
    };
    const { factorLabel, factorNoun, outcomeLabel, unit, factorUnit, factorKind } = labels;
    return {
      key: pair.key,
      factor: pair.factor,
      outcome: pair.outcome,
      lag: pair.lag,
      origin: pair.origin,
      hidden: pair.hidden,
      factorLabel,
      outcomeLabel,
      unit,
      factorUnit,
      status: analysis.status,
      pairedDays: analysis.pairedDays,
      daysWith: analysis.daysWith,
      daysWithout: analysis.daysWithout,
      missing:
        pair.hidden || analysis.status !== 'notEnoughData'
          ? null
          : missingText({ factorLabel: factorNoun, factorKind, needs: analysis.needs }),
      effect: analysis.effect,
      pValue: analysis.pValue,
      adjustedPValue: analysis.adjustedPValue,
      sentence: analysis.effect
        ? insightSentence({ factorLabel: factorNoun, outcomeLabel, unit, factorUnit, lag: pair.lag, effect: analysis.effect })
        : null,
    };
  });
}
