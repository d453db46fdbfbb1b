import { describe, expect, it } from 'vitest';
import { hasAnyMeasurement } from './biometrics.logic';

describe('hasAnyMeasurement', () => {
  it('counts 0 and empty as no measurement (docs/product.md §5)', () => {
    expect(hasAnyMeasurement({})).toBe(false);
    expect(hasAnyMeasurement({ weight: 0, heartRate: null, systolic: undefined })).toBe(false);
    expect(hasAnyMeasurement({ weight: 0, sleepDuration: 7.2 })).toBe(true);
  });
});
