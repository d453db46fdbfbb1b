import type { ExperimentAnalysis } from './experiment-analysis.logic';
import { MIN_ANALYSED_PER_ARM } from './experiment-model.logic';
import type { Direction, ExperimentResult } from './experiments.schema';
import { inSentence } from '../common/label-in-sentence.logic';

export type ExperimentLabels = {
  /** "Sauna" */
  interventionLabel: string;
  /** "HRV" */
  outcomeLabel: string;
  /** The outcome's unit as shown: "ms", "h", "points". */
  unit: string;
};

/** Two decimals; a probability that would round to 1.00 reads "> 0.99", since certainty is never shown. */
export function formatProbability(probability: number): string {
  return probability >= 0.995 ? '> 0.99' : probability.toFixed(2);
}

/** The smallest change as the person gave it, to at most 2 decimals: 3, 0.5, 0.25. */
const formatAmount = (value: number) => String(Number(value.toFixed(2)));

/**
 * The result in one line:
 * - likely meaningful: "P(sauna raises HRV by ≥ 3 ms) = 0.82"
 * - likely no meaningful effect: "Likely no meaningful effect on HRV (within ±3 ms with probability 0.86)"
 * - inconclusive: "Inconclusive — about 8 more days would settle it", or why no count can be given.
 */
export function experimentSentence(
  analysis: Pick<
    ExperimentAnalysis,
    'verdict' | 'effect' | 'probabilityMeaningful' | 'probabilityNoMeaningfulEffect' | 'moreDays' | 'daysOn' | 'daysOff'
  >,
  labels: ExperimentLabels,
  smallestChange: number,
  direction: Direction,
): string {
  const intervention = inSentence(labels.interventionLabel);
  const outcome = inSentence(labels.outcomeLabel);
  const amount = `${formatAmount(smallestChange)} ${labels.unit}`;
  if (analysis.verdict === 'likelyMeaningful') {
    const verb = direction === 'increase' ? 'raises' : 'lowers';
    const probability = formatProbability(analysis.probabilityMeaningful);
    // "= 0.82", or "> 0.99" rather than "= > 0.99".
    return `P(${intervention} ${verb} ${outcome} by ≥ ${amount}) ${probability.startsWith('>') ? probability : `= ${probability}`}`;
  }
  if (analysis.verdict === 'likelyNoMeaningfulEffect') {
    return `Likely no meaningful effect on ${outcome} (within ±${amount} with probability ${formatProbability(analysis.probabilityNoMeaningfulEffect)})`;
  }
  if (analysis.daysOn < MIN_ANALYSED_PER_ARM || analysis.daysOff < MIN_ANALYSED_PER_ARM) {
    return `Inconclusive — too few days with and without ${intervention} yet`;
  }
  if (analysis.moreDays !== null) {
    return `Inconclusive — about ${analysis.moreDays} more ${analysis.moreDays === 1 ? 'day' : 'days'} would settle it (an estimate)`;
  }
  const hoped = direction === 'increase' ? analysis.effect.mean : -analysis.effect.mean;
  if (hoped <= -smallestChange) {
    return `Inconclusive — if anything, ${intervention} ${direction === 'increase' ? 'lowered' : 'raised'} ${outcome}`;
  }
  return `Inconclusive — the estimate sits at the smallest change that matters, so more days may not settle it`;
}

/** The analysis with its sentence: the result the API answers with. */
export function experimentResult(
  analysis: ExperimentAnalysis,
  labels: ExperimentLabels,
  smallestChange: number,
  direction: Direction,
): ExperimentResult {
  return { ...analysis, sentence: experimentSentence(analysis, labels, smallestChange, direction) };
}
