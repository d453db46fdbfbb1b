import { describe, expect, it } from 'vitest';
import { poundsToKilograms } from '../common/units.logic';
import { biometricsGrounding, type BiometricReading } from './chat-grounding-biometrics.logic';

const reading = (day: string, values: Partial<BiometricReading>): BiometricReading => ({
  day,
  timestamp: new Date(`${day}T06:00:00Z`),
  weightKg: null,
  systolic: null,
  diastolic: null,
  heartRate: null,
  sleepHours: null,
  ...values,
});

// Today is Wednesday 12 March 2025; the window is 11 February to 12 March.
const today = '2025-03-12';
const readings = [
  reading('2025-02-10', { weightKg: 90 }), // 31 days ago: outside the window
  reading('2025-02-14', { weightKg: 82.14, heartRate: 64 }),
  reading('2025-02-28', { weightKg: 81.5, heartRate: 0, systolic: 124, diastolic: 82 }),
  reading('2025-03-04', { sleepHours: 9 }), // 8 days ago: not in the 7-day sleep average
  reading('2025-03-11', { weightKg: 80.64, heartRate: 60, systolic: 118, diastolic: 76, sleepHours: 7.5 }),
];

describe('biometricsGrounding', () => {
  it('gives each measurement’s first and latest reading over 30 days, the change and how many readings, in kg', () => {
    const grounding = biometricsGrounding(readings, today, 'kg')!;
    expect(grounding.weight).toEqual({
      readings: 3,
      first: { value: 82.1, day: '2025-02-14' },
      latest: { value: 80.6, day: '2025-03-11' },
      change: -1.5,
      average: 81.4,
    });
    // A 0 is "not measured", not a reading.
    expect(grounding.heartRate).toMatchObject({ readings: 2, first: { value: 64 }, latest: { value: 60 }, change: -4, average: 62 });
    expect(grounding.bloodPressure).toEqual({ systolic: 118, diastolic: 76, day: '2025-03-11', readings: 2 });
    expect(grounding.sleep).toEqual({ latest: { hours: 7.5, day: '2025-03-11' }, averageHours: 7.5, readings: 1 });
    expect(grounding.lastLoggedOn).toBe('2025-03-11');
    expect(grounding.hydration).toEqual({ ounces: 89, litres: 2.6 });
  });

  it('gives weights in lbs to people who chose lbs', () => {
    const grounding = biometricsGrounding([reading('2025-03-11', { weightKg: poundsToKilograms(180.04) })], today, 'lbs')!;
    expect(grounding.weight).toMatchObject({ readings: 1, latest: { value: 180, day: '2025-03-11' }, change: 0 });
    expect(grounding.hydration).toEqual({ ounces: 90, litres: 2.7 });
  });

  it('knows nothing when nothing was logged in the window', () => {
    expect(biometricsGrounding([reading('2025-02-01', { weightKg: 80 })], today, 'kg')).toBeNull();
  });
});
