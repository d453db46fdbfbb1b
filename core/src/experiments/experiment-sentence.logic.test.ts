import { describe, expect, it } from 'vitest';
import { experimentSentence, formatProbability } from './experiment-sentence.logic';

const labels = { interventionLabel: 'Sauna', outcomeLabel: 'HRV', unit: 'ms' };
const analysis = {
  verdict: 'inconclusive' as const,
  effect: { mean: 1, low: -1, high: 3 },
  probabilityMeaningful: 0.3,
  probabilityNoMeaningfulEffect: 0.4,
  moreDays: null as number | null,
  daysOn: 12,
  daysOff: 15,
};

describe('experimentSentence', () => {
  it('gives the probability of a meaningful change in the hoped direction', () => {
    expect(experimentSentence({ ...analysis, verdict: 'likelyMeaningful', probabilityMeaningful: 0.8214 }, labels, 3, 'increase')).toBe(
      'P(sauna raises HRV by ≥ 3 ms) = 0.82',
    );
    expect(
      experimentSentence(
        { ...analysis, verdict: 'likelyMeaningful', probabilityMeaningful: 0.9 },
        { interventionLabel: 'Cold exposure', outcomeLabel: 'Resting heart rate', unit: 'bpm' },
        2.5,
        'decrease',
      ),
    ).toBe('P(cold exposure lowers resting heart rate by ≥ 2.5 bpm) = 0.90');
    expect(experimentSentence({ ...analysis, verdict: 'likelyMeaningful', probabilityMeaningful: 0.999 }, labels, 3, 'increase')).toBe(
      'P(sauna raises HRV by ≥ 3 ms) > 0.99',
    );
  });

  it('says "likely no meaningful effect" with the probability of staying within ±the smallest change', () => {
    expect(
      experimentSentence({ ...analysis, verdict: 'likelyNoMeaningfulEffect', probabilityNoMeaningfulEffect: 0.861 }, labels, 3, 'increase'),
    ).toBe('Likely no meaningful effect on HRV (within ±3 ms with probability 0.86)');
  });

  it('says how many more days would settle an inconclusive result, or why it cannot', () => {
    expect(experimentSentence({ ...analysis, moreDays: 8 }, labels, 3, 'increase')).toBe(
      'Inconclusive — about 8 more days would settle it (an estimate)',
    );
    expect(experimentSentence({ ...analysis, moreDays: 1 }, labels, 3, 'increase')).toBe(
      'Inconclusive — about 1 more day would settle it (an estimate)',
    );
    expect(experimentSentence({ ...analysis, daysOn: 2 }, labels, 3, 'increase')).toBe(
      'Inconclusive — too few days with and without sauna yet',
    );
    expect(experimentSentence({ ...analysis, effect: { mean: -4, low: -7, high: -1 } }, labels, 3, 'increase')).toBe(
      'Inconclusive — if anything, sauna lowered HRV',
    );
    expect(experimentSentence({ ...analysis, effect: { mean: 3, low: 0, high: 6 } }, labels, 3, 'increase')).toBe(
      'Inconclusive — the estimate sits at the smallest change that matters, so more days may not settle it',
    );
  });
});

describe('formatProbability', () => {
  it('shows two decimals and never 1.00', () => {
    // 0.8249 → "0.82"; 0.995 would round to "1.00", so it reads "> 0.99".
    expect(formatProbability(0.8249)).toBe('0.82');
    expect(formatProbability(0.995)).toBe('> 0.99');
  });
});
