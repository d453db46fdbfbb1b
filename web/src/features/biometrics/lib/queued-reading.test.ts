import { describe, expect, it } from 'vitest';
import { describeQueuedReading } from './queued-reading';

const none = { weight: null, systolic: null, diastolic: null, heartRate: null, sleepDuration: null };

describe('describeQueuedReading', () => {
  it('names each reading that was typed, the weight in the person’s unit', () => {
    expect(describeQueuedReading({ ...none, weight: 180, systolic: 120, diastolic: 80, heartRate: 60, sleepDuration: 7.5 }, 'kg')).toBe(
      'Weight 81.6 kg · BP 120/80 · HR 60 bpm · Sleep 7.5 h',
    );
    expect(describeQueuedReading({ ...none, heartRate: 58 }, 'lbs')).toBe('HR 58 bpm');
    expect(describeQueuedReading({ ...none, sleepDuration: 7 }, 'lbs')).toBe('Sleep 7.0 h');
  });
});
