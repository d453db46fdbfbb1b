import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';

let nextId = 1;

/** A reading as the API sends it, with only the given values set (for the tests beside this file). */
export const testLog = (timestamp: string, readings: Partial<BiometricLog> = {}): BiometricLog => ({
  id: nextId++,
  userId: 7,
  timestamp,
  localDay: timestamp.slice(0, 10),
  weight: null,
  systolic: null,
  diastolic: null,
  heartRate: null,
  hrv: null,
  hrvMethod: null,
  oxygenSaturation: null,
  respirationRate: null,
  bodyTemperature: null,
  temperatureUnit: 'F',
  sleepDuration: null,
  readinessScore: null,
  temperatureDeviation: null,
  skinTemperature: null,
  stressLevel: null,
  wearableSource: 'manual',
  ...readings,
});
