import { describe, expect, it } from 'vitest';
import { sampleInsight } from './insights.fixtures';
import {
  adjustedPText,
  effectWords,
  gateProgress,
  INSIGHT_CAVEAT,
  LAG_WORDS,
  pairedDaysText,
  pairInWords,
  workedOutText,
} from './insight-words';

describe('insight words', () => {
  it('says each lag as a person would', () => {
    expect(LAG_WORDS).toEqual({ sameDay: 'the same day', nextNight: 'the night after', nextDay: 'the next day' });
  });

  it('puts the pair in words with its lag', () => {
    expect(pairInWords(sampleInsight())).toBe('Cold exposure → HRV, the night after');
    expect(pairInWords(sampleInsight({ factorLabel: 'Sauna: minutes', outcomeLabel: 'Morning check-in: mood', lag: 'sameDay' }))).toBe(
      'Sauna: minutes → Morning check-in: mood, the same day',
    );
  });

  it('keeps the caveat word for word', () => {
    expect(INSIGHT_CAVEAT).toBe('This is a link in your data, not proof of cause.');
  });

  it('counts paired days', () => {
    expect(pairedDaysText(1)).toBe('1 paired day');
    expect(pairedDaysText(14)).toBe('14 paired days');
  });

  it('gives the adjusted p with two decimals, three under 0.01, and a floor', () => {
    expect(adjustedPText(0.03)).toBe('adjusted p = 0.03');
    expect(adjustedPText(0.1)).toBe('adjusted p = 0.10');
    expect(adjustedPText(0.4567)).toBe('adjusted p = 0.46');
    expect(adjustedPText(0.0042)).toBe('adjusted p = 0.004');
    expect(adjustedPText(0.0004)).toBe('adjusted p < 0.001');
    expect(adjustedPText(1)).toBe('adjusted p = 1.00');
  });

  it('gives a yes/no effect as with minus without, with its interval and unit', () => {
    expect(effectWords(sampleInsight())).toEqual({ label: 'Difference (with − without)', value: '+4.1 ms (90 % interval 1.2 to 7.0)' });
    expect(effectWords(sampleInsight({ effect: { kind: 'meanDifference', estimate: -3.25, low: -6, high: -0.5 }, unit: 'bpm' }))).toEqual({
      label: 'Difference (with − without)',
      value: '−3.3 bpm (90 % interval −6.0 to −0.5)',
    });
  });

  it('gives an amount’s effect per unit of the factor, with enough decimals for small slopes', () => {
    const slope = sampleInsight({ factorUnit: 'h', unit: 'kg', effect: { kind: 'slope', estimate: -0.042, low: -0.08, high: 0.004 } });
    expect(effectWords(slope)).toEqual({ label: 'Per 1 h more', value: '−0.042 kg (90 % interval −0.080 to 0.004)' });
  });

  it('never writes a signed zero', () => {
    expect(effectWords(sampleInsight({ effect: { kind: 'meanDifference', estimate: -0.01, low: -2, high: 2 } }))?.value).toBe(
      '0.0 ms (90 % interval −2.0 to 2.0)',
    );
  });

  it('gives no effect below the gate', () => {
    expect(effectWords(sampleInsight({ status: 'notEnoughData', effect: null }))).toBeNull();
  });

  it('measures paired days toward the gate, full at 14', () => {
    expect(gateProgress(7)).toEqual({ value: 7, max: 14, percent: 50, text: '7 of 14 paired days' });
    expect(gateProgress(20)).toEqual({ value: 14, max: 14, percent: 100, text: '20 paired days, enough' });
  });

  it('says when the figures were worked out', () => {
    const now = Date.parse('2026-11-27T12:00:00.000Z');
    expect(workedOutText('2026-11-27T11:59:30.000Z', now)).toBe('Worked out just now');
    expect(workedOutText('2026-11-27T11:55:00.000Z', now)).toBe('Worked out 5 minutes ago');
    expect(workedOutText('2026-11-27T09:00:00.000Z', now)).toBe('Worked out 3 hours ago');
    expect(workedOutText('2026-11-26T03:00:00.000Z', now)).toBe('Worked out yesterday');
    expect(workedOutText('2026-11-24T03:00:00.000Z', now)).toBe('Worked out 3 days ago');
    // A server clock a little ahead of this one is "just now", not "in 1 minute".
    expect(workedOutText('2026-11-27T12:00:20.000Z', now)).toBe('Worked out just now');
  });
});
