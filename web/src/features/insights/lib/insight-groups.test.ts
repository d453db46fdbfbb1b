import { describe, expect, it } from 'vitest';
import { sampleInsight } from './insights.fixtures';
import { groupInsights, groupOf, groupsSummary } from './insight-groups';

const link = (adjustedPValue: number, factorLabel: string) =>
  sampleInsight({
    factorLabel,
    adjustedPValue,
    lag: 'sameDay',
    outcome: { kind: 'biometric', metric: 'sleepHours' },
    factor: { kind: 'protocol', protocol: factorLabel === 'Fasting' ? 'fasting' : 'thirtyThirtyThirty' },
  });
const noLink = sampleInsight({ status: 'noLink', adjustedPValue: 0.5, lag: 'nextDay' });
const gated = (pairedDays: number, lag: 'sameDay' | 'nextDay') =>
  sampleInsight({
    status: 'notEnoughData',
    pairedDays,
    effect: null,
    pValue: null,
    adjustedPValue: null,
    sentence: null,
    missing: '6 more days without sauna',
    outcome: { kind: 'biometric', metric: 'weightKg' },
    lag,
  });
const hiddenLink = sampleInsight({ hidden: true, factor: { kind: 'protocolAmount', protocol: 'fasting' }, factorLabel: 'Fasting: hours' });

describe('grouping insights by status', () => {
  it('puts a hidden pair under Hidden whatever its status', () => {
    expect(groupOf(hiddenLink)).toBe('hidden');
    expect(groupOf(noLink)).toBe('noLink');
  });

  it('gives the non-empty sections in the page’s order, each sorted', () => {
    const groups = groupInsights([
      gated(3, 'sameDay'),
      hiddenLink,
      noLink,
      link(0.08, 'Fasting'),
      gated(9, 'nextDay'),
      link(0.01, '30-30-30'),
    ]);
    expect(groups.map((group) => [group.key, group.heading])).toEqual([
      ['link', 'Links in your data'],
      ['noLink', 'No clear link yet'],
      ['notEnoughData', 'Needs more days'],
      ['hidden', 'Hidden'],
    ]);
    // The strongest link first; the pair closest to the gate first.
    expect(groups[0]!.insights.map((insight) => insight.adjustedPValue)).toEqual([0.01, 0.08]);
    expect(groups[2]!.insights.map((insight) => insight.pairedDays)).toEqual([9, 3]);
  });

  it('leaves out sections with nothing in them', () => {
    expect(groupInsights([noLink]).map((group) => group.key)).toEqual(['noLink']);
    expect(groupInsights([])).toEqual([]);
  });

  it('does not reorder the answer it was given', () => {
    const insights = [gated(3, 'sameDay'), gated(9, 'nextDay')];
    groupInsights(insights);
    expect(insights.map((insight) => insight.pairedDays)).toEqual([3, 9]);
  });

  it('sums up a recompute in words', () => {
    expect(groupsSummary([link(0.01, 'Fasting'), noLink, gated(3, 'sameDay'), gated(4, 'nextDay'), hiddenLink])).toBe(
      '1 link, 1 without a clear link, 2 need more days',
    );
    expect(groupsSummary([hiddenLink])).toBe('No pairs are tested');
  });
});
