import { describe, expect, it } from 'vitest';
import { isPlausibleBloodPressure, isPlausibleQuantity, isPlausibleSleepSeconds } from './plausible.logic';

describe('isPlausibleQuantity', () => {
  it.each([
    ['weight', 453.59237, true], // exactly 1000 lb, the typed maximum
    ['weight', 453.6, false], // 1000.0017 lb
    ['weight', 9.0718474, true], // exactly 20 lb, the typed minimum
    ['weight', 9, false],
    ['weight', 0, false],
    ['restingHeartRate', 20, true],
    ['restingHeartRate', 19, false],
    ['hrv', 300, true],
    ['hrv', 0, false], // zero counts as empty, as in the form
    ['oxygenSaturation', 100, true],
    ['oxygenSaturation', 49.9, false],
    ['respirationRate', 4, true],
    ['respirationRate', 61, false],
    ['bodyTemperature', 30, true],
    ['bodyTemperature', 45.1, false],
    ['bodyTemperature', Number.POSITIVE_INFINITY, false],
  ] as const)('%s of %s: %s', (metric, value, plausible) => {
    expect(isPlausibleQuantity(metric, value)).toBe(plausible);
  });
});

describe('isPlausibleBloodPressure', () => {
  it.each([
    [120, 80, true],
    [260, 200, true],
    [80, 80, false],
    [261, 90, false],
    [120, 29, false],
  ])('%s/%s: %s', (systolic, diastolic, plausible) => {
    expect(isPlausibleBloodPressure(systolic, diastolic)).toBe(plausible);
  });
});

describe('isPlausibleSleepSeconds', () => {
  it.each([
    [8 * 3600, true],
    [24 * 3600, true],
    [24 * 3600 + 1, false],
    [0, false],
  ])('%s s: %s', (seconds, plausible) => {
    expect(isPlausibleSleepSeconds(seconds)).toBe(plausible);
  });
});
