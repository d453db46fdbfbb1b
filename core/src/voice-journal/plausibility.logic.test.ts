import { describe, expect, it } from 'vitest';
import { extractEntries, type ExtractionOptions } from './extract-entries.logic';
import { flagImplausibleValues } from './plausibility.logic';
import { CASE_NOW, CASE_TIME_ZONE } from './voice-journal.cases';

const options: ExtractionOptions = { weightUnit: 'lbs', temperatureUnit: 'F', now: CASE_NOW, timeZone: CASE_TIME_ZONE };
const heard = (said: string, weightLbs: number | null, units = options) =>
  flagImplausibleValues(extractEntries(said, units), { weightLbs });

describe('values that do not fit the person', () => {
  it('flags a weight far from the latest reading for checking', () => {
    const [entry] = heard('100-72.4 pounds', 172);
    expect(entry).toMatchObject({ type: 'biometric', details: { weight: 72.4, weightUnit: 'lbs' }, uncertain: ['weight'] });
    expect(heard('weighed 100-72.4 pounds this morning', 172)[0]!.uncertain).toEqual(['weight']);
  });

  it('leaves a weight near the latest reading, or any weight when none was logged before', () => {
    expect(heard('weighed 170.2 pounds', 172)[0]!.uncertain).toEqual([]);
    expect(heard('weighed 72.4 pounds', null)[0]!.uncertain).toEqual([]);
  });

  it('compares a weight said in kilograms with the latest reading in pounds', () => {
    const kg: ExtractionOptions = { ...options, weightUnit: 'kg' };
    expect(heard('weight 78 kg', 172, kg)[0]!.uncertain).toEqual([]);
    expect(heard('weight 60 kg', 172, kg)[0]!.uncertain).toEqual(['weight']);
  });

  it('leaves other entries and other readings alone', () => {
    const entries = heard('slept 7 hours and drank 20 oz of water', 172);
    expect(entries.map((entry) => entry.uncertain)).toEqual([[], []]);
  });
});
