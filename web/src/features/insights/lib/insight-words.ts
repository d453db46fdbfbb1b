import { MIN_PAIRED_DAYS, type Insight, type InsightLag } from '@uh/core/insights/insights.schema';
import { decimalsFor, effectFigure, MINUS_SIGN } from '#lib/effect-figures';

// Said under every card, whatever its figures, in the server's words: a link in one person's days is not a cause.
export { INSIGHT_CAVEAT } from '@uh/core/insights/insight-sentence.logic';

/** How long after the factor's day the outcome is read, as a person says it. */
export const LAG_WORDS: Record<InsightLag, string> = {
  sameDay: 'the same day',
  nextNight: 'the night after',
  nextDay: 'the next day',
};

type Pair = Pick<Insight, 'factorLabel' | 'outcomeLabel' | 'lag'>;

/** "Cold exposure → HRV, the night after": the question itself, shown on every card. */
export const pairInWords = ({ factorLabel, outcomeLabel, lag }: Pair) => `${factorLabel} → ${outcomeLabel}, ${LAG_WORDS[lag]}`;

export const pairedDaysText = (days: number) => `${days} paired ${days === 1 ? 'day' : 'days'}`;

/** "adjusted p = 0.03", "adjusted p = 0.004", "adjusted p < 0.001": two decimals unless that would read as 0.00. */
export function adjustedPText(p: number): string {
  if (p < 0.001) return 'adjusted p < 0.001';
  return `adjusted p = ${p < 0.01 ? p.toFixed(3) : p.toFixed(2)}`;
}

export type EffectWords = {
  /** "Difference (with − without)", or "Per 1 min more" for an amount. */
  label: string;
  /** "+4.1 ms (90 % interval 1.2 to 7.0)" */
  value: string;
};

/** The effect with its 90 % interval in the outcome's unit, or null below the gate. */
export function effectWords(insight: Pick<Insight, 'effect' | 'unit' | 'factorUnit'>): EffectWords | null {
  const { effect, unit, factorUnit } = insight;
  if (!effect) return null;
  const decimals = decimalsFor([effect.estimate, effect.low, effect.high]);
  const interval = `90 % interval ${effectFigure(effect.low, decimals)} to ${effectFigure(effect.high, decimals)}`;
  const value = `${effectFigure(effect.estimate, decimals, { signed: true })} ${unit} (${interval})`;
  if (effect.kind === 'meanDifference') return { label: `Difference (with ${MINUS_SIGN} without)`, value };
  return { label: factorUnit ? `Per 1 ${factorUnit} more` : 'Per unit more', value };
}

/**
 * Paired days toward the gate's 14, for the small progress figure of a card that needs more days
 * (with 14 or more, what is missing is days in one arm, which the card's `missing` says).
 */
export function gateProgress(pairedDays: number) {
  const value = Math.min(pairedDays, MIN_PAIRED_DAYS);
  return {
    value,
    max: MIN_PAIRED_DAYS,
    percent: Math.round((value / MIN_PAIRED_DAYS) * 100),
    text: pairedDays < MIN_PAIRED_DAYS ? `${pairedDays} of ${MIN_PAIRED_DAYS} paired days` : `${pairedDays} paired days, enough`,
  };
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "Worked out just now", "Worked out 5 minutes ago", "Worked out yesterday": from the answer's computedAt. */
export function workedOutText(computedAt: string, now: number): string {
  const ago = Math.max(0, now - Date.parse(computedAt));
  if (Number.isNaN(ago)) return 'Not worked out yet';
  if (ago < MINUTE_MS) return 'Worked out just now';
  if (ago < HOUR_MS) return `Worked out ${relative.format(-Math.floor(ago / MINUTE_MS), 'minute')}`;
  if (ago < DAY_MS) return `Worked out ${relative.format(-Math.floor(ago / HOUR_MS), 'hour')}`;
  return `Worked out ${relative.format(-Math.floor(ago / DAY_MS), 'day')}`;
}
