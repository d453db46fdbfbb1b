import type { Insight, InsightStatus } from '@uh/core/insights/insights.schema';

export type InsightGroupKey = InsightStatus | 'hidden';

export type InsightGroup = { key: InsightGroupKey; heading: string; intro: string; insights: Insight[] };

/** The page's sections, in this order: what the data shows first, what it cannot tell yet after. */
export const GROUP_HEADINGS: Record<InsightGroupKey, { heading: string; intro: string }> = {
  link: {
    heading: 'Links in your data',
    intro: 'Pairs where your days show a difference that holds up after the correction for testing several at once.',
  },
  noLink: {
    heading: 'No clear link yet',
    intro: 'Enough days, but no difference that stands out from chance. More days may still show one.',
  },
  notEnoughData: { heading: 'Needs more days', intro: 'Nothing is worked out until a pair has enough days with and without.' },
  hidden: { heading: 'Hidden', intro: 'Left out of the tests, so they make no other pair stricter. Show one to test it again.' },
};
const ORDER: readonly InsightGroupKey[] = ['link', 'noLink', 'notEnoughData', 'hidden'];

const byAdjustedP = (a: Insight, b: Insight) => (a.adjustedPValue ?? 1) - (b.adjustedPValue ?? 1);
// The pairs closest to the gate first: they are the next ones to say something.
const byPairedDaysDown = (a: Insight, b: Insight) => b.pairedDays - a.pairedDays;
const byLabel = (a: Insight, b: Insight) =>
  a.factorLabel.localeCompare(b.factorLabel) || a.outcomeLabel.localeCompare(b.outcomeLabel) || a.lag.localeCompare(b.lag);

const SORTS: Record<InsightGroupKey, (a: Insight, b: Insight) => number> = {
  link: byAdjustedP,
  noLink: byAdjustedP,
  notEnoughData: byPairedDaysDown,
  hidden: byLabel,
};

/** Where a pair shows: a hidden pair is under Hidden whatever its status (it is not tested). */
export const groupOf = (insight: Insight): InsightGroupKey => (insight.hidden ? 'hidden' : insight.status);

/** The non-empty sections of the page, in order, each sorted. */
export function groupInsights(insights: readonly Insight[]): InsightGroup[] {
  return ORDER.map((key) => ({
    key,
    ...GROUP_HEADINGS[key],
    insights: insights.filter((insight) => groupOf(insight) === key).sort(SORTS[key]),
  })).filter((group) => group.insights.length > 0);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "1 link, 2 without a clear link, 3 need more days": what a recompute found, said once to screen readers. */
export function groupsSummary(insights: readonly Insight[]): string {
  const count = (key: InsightGroupKey) => insights.filter((insight) => groupOf(insight) === key).length;
  if (insights.every((insight) => insight.hidden)) return 'No pairs are tested';
  return [
    plural(count('link'), 'link', 'links'),
    `${count('noLink')} without a clear link`,
    plural(count('notEnoughData'), 'needs more days', 'need more days'),
  ].join(', ');
}
