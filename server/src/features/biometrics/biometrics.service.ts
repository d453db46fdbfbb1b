import { biometricRecordSchema, type BiometricCreate, type BiometricPatch } from '@uh/core/biometrics/biometrics.schema';
import { poundsToKilograms, toCelsius } from '@uh/core/common/units.logic';
import { badRequest } from '../../lib/http-error';
import { timedLogService } from '../../lib/timed-log-service';
import { biometricStorage, mapOrNull, toBiometricLog, type BiometricRow } from './biometrics.storage';

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

const newColumns = (input: BiometricCreate) => ({
  weightKg: mapOrNull(input.weight, poundsToKilograms),
  systolic: orNull(input.systolic),
  diastolic: orNull(input.diastolic),
  heartRate: orNull(input.heartRate),
  hrvMs: orNull(input.hrv),
  oxygenSaturation: orNull(input.oxygenSaturation),
  respirationRate: orNull(input.respirationRate),
  bodyTemperatureC: mapOrNull(input.bodyTemperature, (value) => toCelsius(value, input.temperatureUnit)),
  temperatureUnit: input.temperatureUnit,
  sleepSeconds: mapOrNull(input.sleepDuration, (hours) => Math.round(hours * 3600)),
  readinessScore: orNull(input.readinessScore),
  stressLevel: orNull(input.stressLevel),
  wearableSource: input.wearableSource,
});

/** The columns a patch changes, in SI units; readings it leaves out keep their stored value exactly. */
function patchedReadings(patch: BiometricPatch, unit: 'F' | 'C') {
  const set = <T>(value: T | null | undefined, convert: (value: T) => unknown = (same) => same) =>
    value === undefined ? undefined : value === null ? null : convert(value);
  const columns = {
    weightKg: set(patch.weight, poundsToKilograms),
    systolic: set(patch.systolic),
    diastolic: set(patch.diastolic),
    heartRate: set(patch.heartRate),
    hrvMs: set(patch.hrv),
    oxygenSaturation: set(patch.oxygenSaturation),
    respirationRate: set(patch.respirationRate),
    bodyTemperatureC: set(patch.bodyTemperature, (value: number) => toCelsius(value, unit)),
    sleepSeconds: set(patch.sleepDuration, (hours: number) => Math.round(hours * 3600)),
    readinessScore: set(patch.readinessScore),
    stressLevel: set(patch.stressLevel),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/**
 * Corrects a reading: any value (null clears it). The reading that results is checked like a new
 * one (at least one value, systolic above diastolic). A unit change alone re-expresses the body
 * temperature: the column is in °C either way.
 */
function changedColumns(row: BiometricRow, patch: BiometricPatch) {
  const unit = patch.temperatureUnit ?? (row.temperatureUnit === 'C' ? 'C' : 'F');
  const current = toBiometricLog({ ...row, temperatureUnit: unit });
  const { timestamp: _timestamp, wearableSource: _source, ...readings } = patch;
  const merged = { ...current, ...Object.fromEntries(Object.entries(readings).filter(([, value]) => value !== undefined)) };
  const checked = biometricRecordSchema.safeParse({ ...merged, temperatureUnit: unit });
  if (!checked.success) {
    const [issue] = checked.error.issues;
    throw badRequest(`${issue!.path.join('.') || 'body'}: ${issue!.message}`);
  }
  return { ...patchedReadings(patch, unit), temperatureUnit: unit, wearableSource: patch.wearableSource ?? row.wearableSource };
}

/** Health readings: not a completion to count, so only a new reading is announced (webhooks, the coach). */
export const biometricLogService = timedLogService({
  storage: biometricStorage,
  logKind: 'biometrics',
  notFound: 'Biometric reading not found',
  toLog: toBiometricLog,
  newColumns,
  changedColumns,
  announce: {
    created: ({ db, events }, owner, _row, reading) => events.emit('biometrics.created', { db, userId: owner.id, reading }),
  },
});
