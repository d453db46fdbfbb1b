import { describe, expect, it } from 'vitest';
import { canSubmit, EMPTY_FORM, fieldLabel, FORM_FIELDS, toMeasurement, toPayload, validateBiometricForm } from './biometric-form';

describe('biometric form values', () => {
  it('treats empty, 0 and unreadable text as no measurement', () => {
    expect(toMeasurement('')).toBeNull();
    expect(toMeasurement('  ')).toBeNull();
    expect(toMeasurement('0')).toBeNull();
    expect(toMeasurement('0.0')).toBeNull();
    expect(toMeasurement('1e3')).toBeNull();
    expect(toMeasurement('181.2')).toBe(181.2);
  });

  it('sends filled fields as numbers and empty ones as null', () => {
    expect(toPayload({ ...EMPTY_FORM, weight: '181.2', sleepDuration: '7.5' })).toEqual({
      weight: 181.2,
      systolic: null,
      diastolic: null,
      heartRate: null,
      sleepDuration: 7.5,
    });
  });

  it('allows submitting only when some field is non-zero', () => {
    expect(canSubmit(EMPTY_FORM)).toBe(false);
    expect(canSubmit({ ...EMPTY_FORM, weight: '0', heartRate: '0' })).toBe(false);
    expect(canSubmit({ ...EMPTY_FORM, heartRate: '62' })).toBe(true);
  });
});

describe('validateBiometricForm', () => {
  it('accepts plausible readings', () => {
    expect(validateBiometricForm({ weight: '181.2', systolic: '120', diastolic: '80', heartRate: '58', sleepDuration: '7.4' })).toEqual({});
    expect(validateBiometricForm({ ...EMPTY_FORM, weight: '0', sleepDuration: '7' })).toEqual({});
  });

  it('flags values outside the shared ranges, exponent notation and sleep finer than 0.1 h', () => {
    expect(validateBiometricForm({ ...EMPTY_FORM, weight: '5000', sleepDuration: '30' })).toEqual({
      weight: 'Weight must be between 20 and 1000 lbs',
      sleepDuration: 'Sleep must be between 0 and 24 hours',
    });
    expect(validateBiometricForm({ ...EMPTY_FORM, weight: '1e3', sleepDuration: '7.25' })).toEqual({
      weight: 'Weight must be a plain number, like 12 or 12.5',
      sleepDuration: 'Sleep can have at most 1 decimal',
    });
  });

  it('needs systolic above diastolic', () => {
    expect(validateBiometricForm({ ...EMPTY_FORM, systolic: '80', diastolic: '90' })).toEqual({
      systolic: 'Systolic must be greater than diastolic',
    });
  });
});

describe('weight in kilograms', () => {
  it('labels the field and sends the weight in pounds', () => {
    expect(fieldLabel(FORM_FIELDS[0], 'kg')).toBe('Weight (kg)');
    expect(fieldLabel(FORM_FIELDS[0])).toBe('Weight (lbs)');
    expect(fieldLabel(FORM_FIELDS[1], 'kg')).toBe('Systolic (mmHg)');
    expect(toPayload({ ...EMPTY_FORM, weight: '81.6' }, 'kg').weight).toBeCloseTo(179.897, 3);
    expect(canSubmit({ ...EMPTY_FORM, weight: '0' })).toBe(false);
  });

  it('states the range in kilograms, inside the pound range the API checks', () => {
    expect(validateBiometricForm({ ...EMPTY_FORM, weight: '500' }, 'kg')).toEqual({ weight: 'Weight must be between 9.1 and 453.5 kg' });
    expect(validateBiometricForm({ ...EMPTY_FORM, weight: '453.5' }, 'kg')).toEqual({});
    expect(validateBiometricForm({ ...EMPTY_FORM, weight: '82.3' }, 'kg')).toEqual({});
  });
});
