import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { TRACKED_PROTOCOLS } from '@uh/core/protocols/protocol-registry';
import { describe, expect, it } from 'vitest';
import { interventionChoices, interventionLabel, interventionTodo, outcomeChoices, outcomeInWords } from './experiment-choices';

const walk = {
  id: 4,
  archived: false,
  document: {
    title: 'Evening walk',
    components: [
      { id: 'done', kind: 'check', label: 'Walked' },
      { id: 'mood', kind: 'scale', label: 'Mood', min: 1, max: 5 },
      { id: 'steps', kind: 'measure', label: 'Steps', unit: 'steps' },
    ],
  },
} as unknown as CustomProtocol;
const shelved = { ...walk, id: 5, archived: true } as CustomProtocol;

describe('experiment choices', () => {
  it('offers yes/no habits only, with the same ids as the cards of What works for me', () => {
    const ids = interventionChoices([walk, shelved]).map((choice) => choice.id);
    expect(ids).toEqual([...TRACKED_PROTOCOLS.map(({ key }) => `protocol.${key}`), 'custom.4']);
    expect(ids.slice(0, 3)).toEqual(['protocol.thirtyThirtyThirty', 'protocol.fasting', 'protocol.coldExposure']);
  });

  it('offers biometrics and one’s own scales and measures as outcomes', () => {
    expect(outcomeChoices([walk]).map(({ id, label }) => [id, label])).toEqual([
      ['biometric.sleepHours', 'Sleep (h)'],
      ['biometric.hrvMs', 'HRV (ms)'],
      ['biometric.restingHeartRate', 'Resting heart rate (bpm)'],
      ['biometric.weightKg', 'Weight (kg)'],
      ['component.4.mood', 'Evening walk: Mood (points)'],
      ['component.4.steps', 'Evening walk: Steps (steps)'],
    ]);
  });

  it('names the habit and the outcome, with a fallback while the protocols load', () => {
    expect(interventionLabel({ kind: 'customProtocol', protocolId: 4 }, [walk])).toBe('Evening walk');
    expect(interventionLabel({ kind: 'customProtocol', protocolId: 4 }, [])).toBe('A protocol of yours');
    expect(interventionTodo({ kind: 'protocol', protocol: 'coldExposure' }, [])).toBe('do a cold shower or plunge');
    expect(outcomeInWords({ kind: 'customComponent', protocolId: 4, componentId: 'mood' }, [walk])).toEqual({
      label: 'Evening walk: Mood',
      unit: 'points',
      smallestChange: 1,
      hoped: 'increase',
    });
    expect(outcomeInWords({ kind: 'biometric', metric: 'hrvMs' }, [])).toMatchObject({ label: 'HRV', unit: 'ms' });
  });
});
