import type { PairAnalysis } from './insight-analysis.logic';
import type { InsightLag } from './insights.schema';
import { inSentence } from '../common/label-in-sentence.logic';

/** Shown under every figure, link or not. */
export const INSIGHT_CAVEAT = 'This is a link in your data, not proof of cause.';

/** Durations read "longer"/"shorter"; everything else "higher"/"lower". */
const DURATION_UNITS = new Set(['h', 'min', 's']);
/** Factor units spelled out after "each extra": "each extra hour of fasting". */
const UNIT_NAMES: Record<string, string> = { h: 'hour', min: 'minute', s: 'second' };

/** One decimal; two when every figure is below 0.1 in size, where one would read as 0.0. */
function formatter(values: readonly number[]): (value: number) => string {
  const decimals = Math.max(...values.map(Math.abs)) < 0.1 ? 2 : 1;
  return (value) => {
    const text = Math.abs(value).toFixed(decimals);
    // A figure that rounds to 0 has no sign.
    return value < 0 && Number(text) !== 0 ? `−${text}` : text;
  };
}

/**
 * The card's sentence: "The night after cold exposure your HRV was 4.1 ms higher (90 % interval 1.2
 * to 7.0)." The figures read in the direction of the word: 4.1 lower has its interval as "lower by".
 */
export function insightSentence(input: {
  factorLabel: string;
  outcomeLabel: string;
  unit: string;
  factorUnit: string | null;
  lag: InsightLag;
  effect: NonNullable<PairAnalysis['effect']>;
}): string {
  const { effect, unit, lag } = input;
  const factor = inSentence(input.factorLabel);
  const outcome = inSentence(input.outcomeLabel);
  const up = effect.estimate >= 0;
  const words = DURATION_UNITS.has(unit) ? (up ? 'longer' : 'shorter') : up ? 'higher' : 'lower';
  // In "lower" terms the interval's ends swap and change sign: −7.0 to −1.2 reads "lower by 1.2 to 7.0".
  const [estimate, low, high] = up ? [effect.estimate, effect.low, effect.high] : [-effect.estimate, -effect.high, -effect.low];
  const format = formatter([estimate, low, high]);
  const amount = `${format(estimate)} ${unit} ${words} (90 % interval ${format(low)} to ${format(high)}).`;
  if (effect.kind === 'slope') {
    const perUnit = input.factorUnit ? (UNIT_NAMES[input.factorUnit] ?? input.factorUnit) : 'unit';
    const when = lag === 'sameDay' ? 'that day' : lag === 'nextNight' ? 'the night after' : 'the day after';
    return `For each extra ${perUnit} of ${factor}, your ${outcome} ${when} was ${amount}`;
  }
  const when = lag === 'sameDay' ? `On days with ${factor}` : lag === 'nextNight' ? `The night after ${factor}` : `The day after ${factor}`;
  return `${when} your ${outcome} was ${amount}`;
}

/**
 * Below the gate, what is missing, in days: "6 more days without sauna", "3 more days with sauna and
 * 2 more without", "9 more paired days". Paired days are named only beyond what the arms already
 * need ("2 more days with sauna and 4 more paired days": 6 in all). Null once the gate is met.
 */
export function missingText(input: { factorLabel: string; factorKind: 'binary' | 'numeric'; needs: PairAnalysis['needs'] }): string | null {
  const { needs } = input;
  const factor = inSentence(input.factorLabel);
  const days = (count: number) => (count === 1 ? 'day' : 'days');
  const withWords = input.factorKind === 'binary' ? `with ${factor}` : `with some ${factor}`;
  const withoutWords = input.factorKind === 'binary' ? `without ${factor}` : `with no ${factor}`;
  const parts: string[] = [];
  if (needs.daysWith > 0) parts.push(`${needs.daysWith} more ${days(needs.daysWith)} ${withWords}`);
  if (needs.daysWithout > 0) {
    // "… with sauna and 2 more without": the factor is named once.
    const shortWithout = input.factorKind === 'binary' ? 'without' : 'with none';
    parts.push(`${needs.daysWithout} more ${needs.daysWith > 0 ? shortWithout : `${days(needs.daysWithout)} ${withoutWords}`}`);
  }
  const extraPaired = needs.pairedDays - needs.daysWith - needs.daysWithout;
  if (extraPaired > 0) parts.push(`${extraPaired} more paired ${days(extraPaired)}`);
  return listInWords(parts);
}

/** "a", "a and b", "a, b and c"; null for none. */
function listInWords(parts: readonly string[]): string | null {
  if (parts.length === 0) return null;
  if (parts.length === 1) return parts[0]!;
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
}
