import { describe, expect, it } from 'vitest';
import { sampleProtocol } from './insights.fixtures';
import { factorChoices, groupChoices, LAG_CHOICES, outcomeChoices } from './pair-choices';

const CHECK_IN = sampleProtocol(7, {
  id: 'check-in',
  title: 'Morning check-in',
  components: [
    { id: 'mood', label: 'Mood', kind: 'scale', min: 1, max: 5 },
    { id: 'note', label: 'Note', kind: 'text' },
  ],
  schedule: { kind: 'daily' },
});
const SAUNA = sampleProtocol(9, {
  id: 'sauna',
  title: 'Sauna',
  components: [
    { id: 'session', label: 'Session', kind: 'duration' },
    { id: 'heat', label: 'Heat', kind: 'measure', unit: '°C' },
    { id: 'cooled', label: 'Cooled down', kind: 'check' },
    { id: 'rounds', label: 'Rounds', kind: 'count' },
  ],
  schedule: { kind: 'daily' },
});
const SHELVED = sampleProtocol(
  11,
  { id: 'old', title: 'Old habit', components: [{ id: 'done', label: 'Done', kind: 'check' }], schedule: { kind: 'daily' } },
  true,
);

describe('the factor choices', () => {
  it('start with the built-in protocols, done or not and by amount', () => {
    expect(
      factorChoices([])
        .slice(0, 5)
        .map((choice) => [choice.label, choice.value]),
    ).toEqual([
      ['30-30-30 (done or not)', { kind: 'protocol', protocol: 'thirtyThirtyThirty' }],
      ['Fasting (done or not)', { kind: 'protocol', protocol: 'fasting' }],
      ['Fasting: hours fasted', { kind: 'protocolAmount', protocol: 'fasting' }],
      ['Cold exposure (done or not)', { kind: 'protocol', protocol: 'coldExposure' }],
      ['Cold exposure: minutes', { kind: 'protocolAmount', protocol: 'coldExposure' }],
    ]);
  });

  it('add each own protocol, done or not, and its components that have a figure, leaving archived ones out', () => {
    const own = factorChoices([CHECK_IN, SAUNA, SHELVED]).slice(factorChoices([]).length);
    expect(own.map((choice) => [choice.group, choice.label, choice.value])).toEqual([
      ['Morning check-in', 'Morning check-in (done or not)', { kind: 'customProtocol', protocolId: 7 }],
      ['Morning check-in', 'Mood (1–5)', { kind: 'customComponent', protocolId: 7, componentId: 'mood' }],
      ['Sauna', 'Sauna (done or not)', { kind: 'customProtocol', protocolId: 9 }],
      ['Sauna', 'Session (minutes)', { kind: 'customComponent', protocolId: 9, componentId: 'session' }],
      ['Sauna', 'Heat (°C)', { kind: 'customComponent', protocolId: 9, componentId: 'heat' }],
      ['Sauna', 'Cooled down (done or not)', { kind: 'customComponent', protocolId: 9, componentId: 'cooled' }],
      ['Sauna', 'Rounds (count)', { kind: 'customComponent', protocolId: 9, componentId: 'rounds' }],
    ]);
  });

  it('have one id each', () => {
    const ids = factorChoices([CHECK_IN, SAUNA]).map((choice) => choice.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the outcome choices', () => {
  it('are the biometrics, then the scale and measure components of own protocols', () => {
    expect(outcomeChoices([CHECK_IN, SAUNA, SHELVED]).map((choice) => [choice.group, choice.label, choice.value])).toEqual([
      ['Biometrics', 'Sleep (hours)', { kind: 'biometric', metric: 'sleepHours' }],
      ['Biometrics', 'HRV (ms)', { kind: 'biometric', metric: 'hrvMs' }],
      ['Biometrics', 'Resting heart rate (bpm)', { kind: 'biometric', metric: 'restingHeartRate' }],
      ['Biometrics', 'Weight (kg)', { kind: 'biometric', metric: 'weightKg' }],
      ['Morning check-in', 'Mood (1–5)', { kind: 'customComponent', protocolId: 7, componentId: 'mood' }],
      ['Sauna', 'Heat (°C)', { kind: 'customComponent', protocolId: 9, componentId: 'heat' }],
    ]);
  });
});

describe('grouping choices for the selects', () => {
  it('keeps the order and keeps two protocols with one title apart', () => {
    const twin = sampleProtocol(12, { ...SAUNA.document, id: 'sauna-2' });
    const groups = groupChoices(outcomeChoices([SAUNA, twin]));
    expect(groups.map((group) => [group.group, group.choices.length])).toEqual([
      ['Biometrics', 4],
      ['Sauna', 1],
      ['Sauna', 1],
    ]);
  });
});

describe('the lag choices', () => {
  it('are the three lags in words', () => {
    expect(LAG_CHOICES).toEqual([
      { value: 'sameDay', label: 'The same day' },
      { value: 'nextNight', label: 'The night after' },
      { value: 'nextDay', label: 'The next day' },
    ]);
  });
});
