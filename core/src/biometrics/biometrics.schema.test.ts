import { describe, expect, it } from 'vitest';
import { biometricCreateSchema, biometricPatchSchema, biometricRecordSchema } from './biometrics.schema';

const firstMessage = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issue = result.error?.issues[0];
  return issue ? `${issue.path.join('.')}: ${issue.message}` : null;
};

describe('biometric request schemas', () => {
  it('keep sleep to the form’s step of 0.1 hour', () => {
    expect(biometricCreateSchema.safeParse({ sleepDuration: 7.3 }).success).toBe(true);
    expect(firstMessage(biometricCreateSchema.safeParse({ sleepDuration: 7.25 }))).toBe('sleepDuration: Sleep can have at most 1 decimal');
    expect(firstMessage(biometricPatchSchema.safeParse({ sleepDuration: 7.25 }))).toBe('sleepDuration: Sleep can have at most 1 decimal');
  });

  it('check a whole reading after an edit like a new one', () => {
    expect(firstMessage(biometricRecordSchema.safeParse({ weight: null, temperatureUnit: 'F' }))).toBe(': Enter at least one measurement');
    expect(firstMessage(biometricRecordSchema.safeParse({ systolic: 120, diastolic: 125, temperatureUnit: 'F' }))).toBe(
      'systolic: Systolic must be greater than diastolic',
    );
    expect(biometricPatchSchema.safeParse({ weight: null }).success).toBe(true);
    expect(firstMessage(biometricPatchSchema.safeParse({}))).toBe(': Send at least one field to change');
  });
});
