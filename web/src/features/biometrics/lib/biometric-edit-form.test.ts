import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { describe, expect, it } from 'vitest';
import { biometricEditPatch, biometricEditValues } from './biometric-edit-form';

const log: BiometricLog = {
  id: 3,
  userId: 1,
  timestamp: '2026-05-03T14:30:00.000Z',
  localDay: '2026-05-03',
  weight: 1000,
  systolic: 118,
  diastolic: 76,
  heartRate: null,
  hrv: null,
  hrvMethod: null,
  oxygenSaturation: null,
  respirationRate: null,
  bodyTemperature: null,
  temperatureUnit: 'F',
  sleepDuration: 7.5,
  readinessScore: null,
  temperatureDeviation: null,
  skinTemperature: null,
  stressLevel: null,
  wearableSource: 'manual',
};
const zone = 'UTC';

describe('correcting a biometric reading', () => {
  it('shows weight in the person’s unit', () => {
    expect(biometricEditValues(log, zone, 'kg')).toEqual({
      when: '2026-05-03T14:30',
      weight: '453.6',
      systolic: '118',
      diastolic: '76',
      heartRate: '',
      sleepDuration: '7.5',
    });
  });

  it('sends only what changed; an emptied field clears the reading', () => {
    const values = biometricEditValues(log, zone, 'lbs');
    expect(biometricEditPatch(log, values, zone, 'lbs')).toEqual({ errors: {}, patch: {} });
    expect(biometricEditPatch(log, { ...values, weight: '150', sleepDuration: '' }, zone, 'lbs').patch).toEqual({
      weight: 150,
      sleepDuration: null,
    });
    expect(biometricEditPatch(log, { ...values, weight: '70' }, zone, 'kg').patch?.weight).toBeCloseTo(154.32, 2);
    // The stored 1,000 lb (453.6 kg) is not re-checked against the kg range when only sleep changes.
    const inKg = biometricEditValues(log, zone, 'kg');
    expect(biometricEditPatch(log, { ...inKg, sleepDuration: '7.9' }, zone, 'kg')).toEqual({ errors: {}, patch: { sleepDuration: 7.9 } });
  });

  it('checks the fields and the reading that would result', () => {
    const values = biometricEditValues(log, zone, 'lbs');
    expect(biometricEditPatch(log, { ...values, weight: '1e3', sleepDuration: '7.25' }, zone, 'lbs').errors).toEqual({
      weight: 'Weight must be a plain number, like 12 or 12.5',
      sleepDuration: 'Sleep can have at most 1 decimal',
    });
    expect(biometricEditPatch(log, { ...values, diastolic: '130' }, zone, 'lbs').errors).toEqual({
      systolic: 'Systolic must be greater than diastolic',
    });
    const emptied = { ...values, weight: '', systolic: '', diastolic: '', sleepDuration: '' };
    expect(biometricEditPatch(log, emptied, zone, 'lbs')).toEqual({ patch: null, errors: { form: 'Enter at least one measurement' } });
    expect(biometricEditPatch(log, { ...values, when: '2999-01-01T00:00' }, zone, 'lbs').errors).toEqual({
      when: 'The reading cannot be in the future',
    });
  });
});
