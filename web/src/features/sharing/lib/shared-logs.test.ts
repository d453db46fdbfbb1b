import { describe, expect, it } from 'vitest';
import { coldLine, experimentStanding, experimentTitle, fastLine, readingLine } from './shared-logs';

const none = { weight: null, systolic: null, diastolic: null, heartRate: null, sleepDuration: null, hrv: null };

describe('a shared log in one line', () => {
  it('reads a fast: its protocol, length and status', () => {
    expect(fastLine({ targetHours: 16, duration: 16.5 * 3600, endTime: '2026-03-02T08:00:00Z', completed: true })).toBe(
      '16:8 fast · 16.5 h · Completed',
    );
    expect(fastLine({ targetHours: 16, duration: null, endTime: null, completed: false })).toBe('16:8 fast · In Progress');
  });

  it('reads a cold session in the viewer’s unit', () => {
    const log = { exposureMethod: 'cold_plunge', duration: 180, temperature: 4, temperatureUnit: 'C' as const };
    expect(coldLine(log, 'C')).toBe('Cold Plunge · 3:00 at 4 °C');
    expect(coldLine(log, 'F')).toBe('Cold Plunge · 3:00 at 39.2 °F');
  });

  it('reads a biometric reading in the viewer’s weight unit', () => {
    expect(readingLine({ ...none, weight: 180, systolic: 118, diastolic: 76, heartRate: 58, sleepDuration: 7.5 }, 'lbs')).toBe(
      '180 lbs · 118/76 mmHg · 58 BPM · 7.5 h sleep',
    );
    expect(readingLine({ ...none, weight: 180 }, 'kg')).toBe('81.6 kg');
    expect(readingLine(none, 'kg')).toBe('Other readings');
  });
});

describe('a shared experiment', () => {
  const plan = ['2026-03-01', '2026-03-02', '2026-03-03'].map((day) => ({ day, phase: 'on' as const, block: 1 }));
  const experiment = { plan, startDay: '2026-03-01', stoppedOn: null };

  it('is named by its habit and outcome, their own protocols unnamed', () => {
    expect(
      experimentTitle({ intervention: { kind: 'protocol', protocol: 'coldExposure' }, outcome: { kind: 'biometric', metric: 'hrvMs' } }),
    ).toBe('Cold exposure → HRV');
    expect(
      experimentTitle({
        intervention: { kind: 'customProtocol', protocolId: 3 },
        outcome: { kind: 'customComponent', protocolId: 3, componentId: 'mood' },
      }),
    ).toBe('One of their own protocols → a measure of their own');
  });

  it('says where it stands today', () => {
    expect(experimentStanding(experiment, '2026-02-27')).toBe('Starts on Mar 1');
    expect(experimentStanding(experiment, '2026-03-02')).toBe('Running: day 2 of 3');
    expect(experimentStanding(experiment, '2026-03-09')).toBe('Finished on Mar 3');
    expect(experimentStanding({ ...experiment, stoppedOn: '2026-03-02' }, '2026-03-09')).toBe('Stopped on Mar 2');
  });
});
