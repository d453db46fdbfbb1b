import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { describe, expect, it } from 'vitest';
import { readingParts, readingSummary } from './biometric-history';
import { testLog } from './test-log';

const log = (readings: Partial<BiometricLog>) => testLog('2026-05-03T14:30:00.000Z', readings);

describe('readingSummary', () => {
  it('lists what was measured, weight in the person’s unit first', () => {
    expect(readingSummary(log({ weight: 180, systolic: 118, diastolic: 76, heartRate: 58, sleepDuration: 7.5 }), 'kg')).toBe(
      '81.6 kg · 118/76 mmHg · 58 BPM · 7.5 h',
    );
    expect(readingSummary(log({ weight: 180 }), 'lbs')).toBe('180 lbs');
    expect(readingSummary(log({ stressLevel: 40 }), 'lbs')).toBe('No readings shown here');
    expect(readingSummary(log({ readinessScore: 80, sleepDuration: 7.2 }), 'lbs')).toBe('7.2 h · Readiness 80');
    // Imported nights come in minutes: the same one decimal as everywhere else.
    expect(readingSummary(log({ sleepDuration: 7.283333 }), 'lbs')).toBe('7.3 h');
    expect(readingSummary(log({ sleepDuration: 8 }), 'lbs')).toBe('8.0 h');
  });

  it('shows what a device brought in, HRV with how it was measured', () => {
    const imported = log({ hrv: 48, hrvMethod: 'sdnn', oxygenSaturation: 97, respirationRate: 14.5, wearableSource: 'apple_health' });
    expect(readingSummary(imported, 'lbs')).toBe('HRV (SDNN) 48 ms · SpO₂ 97% · 14.5 breaths/min');
    expect(readingSummary(log({ hrv: 60 }), 'lbs')).toBe('HRV 60 ms');
    expect(readingParts(log({ bodyTemperature: 36.6, temperatureUnit: 'C' }), 'kg')).toEqual([
      { label: 'Body temperature', value: '36.6 °C' },
    ]);
  });

  it("shows a body temperature in the person's unit, whatever unit it came in", () => {
    const imported = log({ bodyTemperature: 36.6, temperatureUnit: 'C', wearableSource: 'apple_health' });
    expect(readingSummary(imported, 'lbs', 'F')).toBe('97.9 °F');
    expect(readingSummary(log({ bodyTemperature: 98.6, temperatureUnit: 'F' }), 'kg', 'C')).toBe('37 °C');
    expect(readingSummary(log({ bodyTemperature: 98.6, temperatureUnit: 'F' }), 'lbs', 'F')).toBe('98.6 °F');
  });

  it('shows a temperature deviation as a signed difference from baseline, never as a body temperature', () => {
    expect(readingSummary(log({ temperatureDeviation: -0.2, wearableSource: 'oura' }), 'kg', 'C')).toBe('−0.2 °C from baseline');
    expect(readingSummary(log({ temperatureDeviation: 0.25, wearableSource: 'oura' }), 'lbs', 'F')).toBe('+0.5 °F from baseline');
    expect(readingSummary(log({ temperatureDeviation: 0, wearableSource: 'oura' }), 'kg', 'C')).toBe('±0 °C from baseline');
    expect(readingSummary(log({ skinTemperature: 33.7, wearableSource: 'whoop' }), 'kg', 'C')).toBe('Skin 33.7 °C');
    expect(readingSummary(log({ skinTemperature: 33.7, wearableSource: 'whoop' }), 'lbs', 'F')).toBe('Skin 92.7 °F');
  });
});
