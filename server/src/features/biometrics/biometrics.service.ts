import type { BiometricCreate, BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { fromCelsius, kilogramsToPounds, poundsToKilograms, roundTo, toCelsius } from '@uh/core/common/units.logic';
import type { ListQuery } from '@uh/core/protocols/protocols.schema';
import type { Database } from '../../db/client';
import { biometricLogs } from '../../db/schema';
import { userListPage } from '../../lib/list-page';

type Row = typeof biometricLogs.$inferSelect;

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;
const mapOrNull = (value: number | null | undefined, convert: (value: number) => number) => (value == null ? null : convert(value));

export function toBiometricLog(row: Row): BiometricLog {
  const unit = row.temperatureUnit === 'C' ? 'C' : 'F';
  return {
    id: row.id,
    userId: row.userId,
    timestamp: row.timestamp.toISOString(),
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
    wearableSource: row.wearableSource,
  };
}

/** Stores a reading in SI units (kg, °C, seconds); unset values stay null. */
export async function createBiometricLog(db: Database, userId: number, input: BiometricCreate): Promise<BiometricLog> {
  const [row] = await db
    .insert(biometricLogs)
    .values({
      userId,
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
      ...(input.timestamp ? { timestamp: new Date(input.timestamp) } : {}),
    })
    .returning();
  return toBiometricLog(row!);
}

export async function listBiometricLogs(db: Database, userId: number, query: ListQuery): Promise<BiometricLog[]> {
  const page = userListPage(biometricLogs.userId, biometricLogs.timestamp, userId, query);
  const rows = await db
    .select()
    .from(biometricLogs)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit);
  return rows.map(toBiometricLog);
}
