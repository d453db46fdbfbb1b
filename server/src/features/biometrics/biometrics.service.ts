import { biometricRecordSchema, type BiometricCreate, type BiometricLog, type BiometricPatch } from '@uh/core/biometrics/biometrics.schema';
import { localDateOf } from '@uh/core/common/calendar.logic';
import { fromCelsius, kilogramsToPounds, poundsToKilograms, roundTo, toCelsius } from '@uh/core/common/units.logic';
import type { DeletedLog, ListQuery } from '@uh/core/protocols/protocols.schema';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { biometricLogs } from '../../db/schema';
import { deleteLog } from '../../lib/deleted-logs';
import { badRequest, notFound } from '../../lib/http-error';
import { userListPages } from '../../lib/list-page';
import type { EventDeps } from '../../lib/app-events';
import type { ProtocolOwner } from '../../lib/protocol-completion';

type Row = typeof biometricLogs.$inferSelect;

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;
const mapOrNull = (value: number | null | undefined, convert: (value: number) => number) => (value == null ? null : convert(value));

export function toBiometricLog(row: Row): BiometricLog {
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

/** Stores a reading in SI units (kg, °C, seconds); unset values stay null. */
export async function createBiometricLog(
  { db, events }: EventDeps,
  owner: ProtocolOwner,
  input: BiometricCreate,
  now = new Date(),
): Promise<BiometricLog> {
  const timestamp = input.timestamp ? new Date(input.timestamp) : now;
  const [row] = await db
    .insert(biometricLogs)
    .values({
      userId: owner.id,
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
      timestamp,
      timeZone: owner.timeZone,
      localDay: localDateOf(timestamp, owner.timeZone),
    })
    .returning();
  const reading = toBiometricLog(row!);
  await events.emit('biometrics.created', { db, userId: owner.id, reading });
  return reading;
}

const biometricLogPages = userListPages('biometric_logs', biometricLogs, biometricLogs.userId, biometricLogs.timestamp);

export async function listBiometricLogs(db: Database, userId: number, query: ListQuery): Promise<BiometricLog[]> {
  const rows = await biometricLogPages(db, userId, query);
  return rows.map(toBiometricLog);
}

const ownLog = (owner: ProtocolOwner, id: number) => and(eq(biometricLogs.id, id), eq(biometricLogs.userId, owner.id));

/** The columns a patch changes, in SI units; readings it leaves out keep their stored value exactly. */
function changedColumns(patch: BiometricPatch, unit: 'F' | 'C') {
  const set = <T>(value: T | null | undefined, convert: (value: T) => unknown = (same) => same) =>
    value === undefined ? undefined : value === null ? null : convert(value);
  return {
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
}

/**
 * Corrects one of the caller's readings: any value (null clears it) and the time. The reading that
 * results is checked like a new one (at least one value, systolic above diastolic). A new time
 * moves it to the day it falls on in the zone it was logged in.
 */
export async function patchBiometricLog(db: Database, owner: ProtocolOwner, id: number, patch: BiometricPatch): Promise<BiometricLog> {
  const [row] = await db.select().from(biometricLogs).where(ownLog(owner, id));
  if (!row) throw notFound('Biometric reading not found');
  const unit = patch.temperatureUnit ?? (row.temperatureUnit === 'C' ? 'C' : 'F');
  const current = toBiometricLog({ ...row, temperatureUnit: unit });
  const { timestamp: _timestamp, wearableSource: _source, ...readings } = patch;
  const merged = { ...current, ...Object.fromEntries(Object.entries(readings).filter(([, value]) => value !== undefined)) };
  const checked = biometricRecordSchema.safeParse({ ...merged, temperatureUnit: unit });
  if (!checked.success) {
    const [issue] = checked.error.issues;
    throw badRequest(`${issue!.path.join('.') || 'body'}: ${issue!.message}`);
  }
  const timestamp = patch.timestamp ? new Date(patch.timestamp) : row.timestamp;
  // A unit change alone re-expresses the body temperature: the column is in °C either way.
  const columns = Object.fromEntries(Object.entries(changedColumns(patch, unit)).filter(([, value]) => value !== undefined));
  const [updated] = await db
    .update(biometricLogs)
    .set({
      ...columns,
      temperatureUnit: unit,
      wearableSource: patch.wearableSource ?? row.wearableSource,
      timestamp,
      localDay: localDateOf(timestamp, row.timeZone),
    })
    .where(ownLog(owner, id))
    .returning();
  return toBiometricLog(updated!);
}

/** Deletes one of the caller's readings; Undo can bring it back. */
export async function deleteBiometricLog(db: Database, owner: ProtocolOwner, id: number): Promise<DeletedLog> {
  const undoId = await deleteLog(db, 'biometrics', owner.id, id);
  if (undoId === null) throw notFound('Biometric reading not found');
  return { undoId };
}
