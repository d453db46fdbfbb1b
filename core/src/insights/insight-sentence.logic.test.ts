import { describe, expect, it } from 'vitest';
import { INSIGHT_CAVEAT, insightSentence, missingText } from './insight-sentence.logic';

const difference = (estimate: number, low: number, high: number) => ({ kind: 'meanDifference' as const, estimate, low, high });
const base = { factorLabel: 'Cold exposure', outcomeLabel: 'HRV', unit: 'ms', factorUnit: null };

describe('insightSentence', () => {
  it('says the night after, higher, with one decimal', () => {
    expect(insightSentence({ ...base, lag: 'nextNight', effect: difference(4.08, 1.2, 7) })).toBe(
      'The night after cold exposure your HRV was 4.1 ms higher (90 % interval 1.2 to 7.0).',
    );
  });

  it('says on days with, and the day after', () => {
    expect(insightSentence({ ...base, lag: 'sameDay', effect: difference(4.08, 1.2, 7) })).toMatch(
      /^On days with cold exposure your HRV was/,
    );
    expect(insightSentence({ ...base, lag: 'nextDay', effect: difference(4.08, 1.2, 7) })).toMatch(
      /^The day after cold exposure your HRV was/,
    );
  });

  it('reads a negative effect as lower, its interval in the same direction', () => {
    // −3.0 (−5.5 to −0.5): "3.0 lower (0.5 to 5.5)".
    expect(
      insightSentence({ ...base, outcomeLabel: 'Resting heart rate', unit: 'bpm', lag: 'sameDay', effect: difference(-3, -5.5, -0.5) }),
    ).toBe('On days with cold exposure your resting heart rate was 3.0 bpm lower (90 % interval 0.5 to 5.5).');
    // An interval crossing 0: −1.0 (−2.5 to 0.5) reads "1.0 lower (−0.5 to 2.5)".
    expect(insightSentence({ ...base, lag: 'sameDay', effect: difference(-1, -2.5, 0.5) })).toContain(
      '1.0 ms lower (90 % interval −0.5 to 2.5)',
    );
  });

  it('gives a slope per unit of the amount, durations as longer or shorter', () => {
    expect(
      insightSentence({
        factorLabel: 'Fasting',
        outcomeLabel: 'Sleep',
        unit: 'h',
        factorUnit: 'h',
        lag: 'nextNight',
        effect: { kind: 'slope', estimate: 0.2, low: 0.1, high: 0.34 },
      }),
    ).toBe('For each extra hour of fasting, your sleep the night after was 0.2 h longer (90 % interval 0.1 to 0.3).');
    expect(
      insightSentence({
        factorLabel: 'Sauna: minutes',
        outcomeLabel: 'Morning check-in: mood',
        unit: 'points',
        factorUnit: 'min',
        lag: 'sameDay',
        effect: { kind: 'slope', estimate: -0.034, low: -0.061, high: -0.004 },
      }),
    ).toBe(
      'For each extra minute of sauna: minutes, your morning check-in: mood that day was 0.03 points lower (90 % interval 0.00 to 0.06).',
    );
  });

  it('keeps two decimals for small figures and drops the sign of a rounded 0', () => {
    expect(insightSentence({ ...base, lag: 'sameDay', effect: difference(0.042, -0.001, 0.09) })).toContain(
      '0.04 ms higher (90 % interval 0.00 to 0.09)',
    );
  });
});

describe('missingText', () => {
  const sauna = { factorLabel: 'Sauna', factorKind: 'binary' as const };

  it('names the arm that is short', () => {
    expect(missingText({ ...sauna, needs: { pairedDays: 0, daysWith: 0, daysWithout: 6 } })).toBe('6 more days without sauna');
    expect(missingText({ ...sauna, needs: { pairedDays: 0, daysWith: 1, daysWithout: 0 } })).toBe('1 more day with sauna');
  });

  it('names both arms', () => {
    expect(missingText({ ...sauna, needs: { pairedDays: 4, daysWith: 3, daysWithout: 2 } })).toBe(
      '3 more days with sauna and 2 more without',
    );
  });

  it('names paired days beyond what the arms need', () => {
    expect(missingText({ ...sauna, needs: { pairedDays: 9, daysWith: 0, daysWithout: 0 } })).toBe('9 more paired days');
    // 6 paired days short, 2 of them must be with: 4 more of either.
    expect(missingText({ ...sauna, needs: { pairedDays: 6, daysWith: 2, daysWithout: 0 } })).toBe(
      '2 more days with sauna and 4 more paired days',
    );
    // Nothing logged yet: 5 with, 5 without, and 14 − 10 = 4 more of either, listed once each.
    expect(missingText({ ...sauna, needs: { pairedDays: 14, daysWith: 5, daysWithout: 5 } })).toBe(
      '5 more days with sauna, 5 more without and 4 more paired days',
    );
  });

  it('speaks of some and none for an amount', () => {
    expect(
      missingText({ factorLabel: 'Fasting hours', factorKind: 'numeric', needs: { pairedDays: 0, daysWith: 0, daysWithout: 5 } }),
    ).toBe('5 more days with no fasting hours');
    expect(
      missingText({ factorLabel: 'Fasting hours', factorKind: 'numeric', needs: { pairedDays: 0, daysWith: 2, daysWithout: 5 } }),
    ).toBe('2 more days with some fasting hours and 5 more with none');
  });

  it('is null once the gate is met', () => {
    expect(missingText({ ...sauna, needs: { pairedDays: 0, daysWith: 0, daysWithout: 0 } })).toBeNull();
  });
});

describe('INSIGHT_CAVEAT', () => {
  it('says a link is not a cause', () => {
    expect(INSIGHT_CAVEAT).toBe('This is a link in your data, not proof of cause.');
  });
});
