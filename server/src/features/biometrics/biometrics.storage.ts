import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { fromCelsius, kilogramsToPounds, roundTo } from '@uh/core/common/units.logic';
import { biometricLogs } from '../../db/schema';
import { logStorage } from '../../lib/log-storage';

export type BiometricRow = typeof biometricLogs.$inferSelect;

/** Readings are stored in SI units (kg, °C, seconds), unset values null, and listed newest first. */
export const biometricStorage = logStorage('biometric_logs', biometricLogs, biometricLogs.timestamp);

export const mapOrNull = (value: number | null | undefined, convert: (value: number) => number) => (value == null ? null : convert(value));

export function toBiometricLog(row: BiometricRow): BiometricLog {
  const unit = row.temperatureUnit === 'C' ? 'C' : 'F';
  return {
    id: row.id,
    userId: row.userId,
    timestamp: row.timestamp.toISOString(),
    localDay: row.localDay,
    weight: mapOrNull(row.weightKg, (kg) => roundTo(kilogramsToPounds(kg), 2)),
    systolic: row.systolic,
    diastolic: row.diastolic,
    heartRate: row.heartRate,
    hrv: row.hrvMs,
    oxygenSaturation: row.oxygenSaturation,
    respirationRate: row.respirationRate,
    bodyTemperature: mapOrNull(row.bodyTemperatureC, (celsius) => roundTo(fromCelsius(celsius, unit), 2)),
    temperatureUnit: unit,
    sleepDuration: mapOrNull(row.sleepSeconds, (seconds) => roundTo(seconds / 3600, 2)),
    readinessScore: row.readinessScore,
    stressLevel: row.stressLevel,
    temperatureDeviation: row.temperatureDeviationC,
    skinTemperature: row.skinTemperatureC,
    wearableSource: row.wearableSource,
    hrvMethod: row.hrvMethod === 'sdnn' || row.hrvMethod === 'rmssd' ? row.hrvMethod : null,
  };
}
