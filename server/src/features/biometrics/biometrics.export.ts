import type { ExportedBiometricLog } from '@uh/core/biometrics/biometrics.export';
import { asc, eq } from 'drizzle-orm';
import { biometricLogs } from '../../db/schema';
import { insertAll, iso, visitAll, type ProtocolExportCodec } from '../../lib/export-codec';

/** Biometric readings in the account export. */
export const biometricExportCodec: ProtocolExportCodec<'biometrics'> = {
  read: async (db, userId) => {
    const rows = await db.select().from(biometricLogs).where(eq(biometricLogs.userId, userId)).orderBy(asc(biometricLogs.timestamp));
    return rows.map(
      ({ id: _id, userId: _userId, timestamp, temperatureUnit, timeZone, localDay, hrvMethod, wokeAt, steps, ...readings }) => ({
        timestamp: iso(timestamp),
        ...readings,
        // Written only when known, so a file from before they existed exports again as it was.
        ...(wokeAt ? { wokeAt: iso(wokeAt) } : {}),
        ...(steps === null ? {} : { steps }),
        hrvMethod: hrvMethod === 'sdnn' || hrvMethod === 'rmssd' ? hrvMethod : null,
        temperatureUnit: temperatureUnit === 'C' ? 'C' : 'F',
        timeZone,
        localDay,
      }),
    );
  },
  csvColumns: [
    'timestamp',
    'weightKg',
    'systolic',
    'diastolic',
    'heartRate',
    'hrvMs',
    'oxygenSaturation',
    'respirationRate',
    'bodyTemperatureC',
    'sleepSeconds',
    'readinessScore',
    'stressLevel',
    'temperatureDeviationC',
    'skinTemperatureC',
    'wearableSource',
    'hrvMethod',
    'imported',
    'temperatureUnit',
    'timeZone',
    'localDay',
  ],
  // An imported reading is its source's value for one local day (one row per person, source and
  // day); any other reading is its own instant.
  naturalKey: (record) => (record.imported ? `${record.wearableSource}|${record.localDay}` : record.timestamp),
  // Each reading's day is settled first: it is part of an imported reading's natural key.
  beforeCompare: async (records, { dayOfInstant }) => {
    const readings: ExportedBiometricLog[] = [];
    await visitAll(records, (record) => readings.push({ ...record, ...dayOfInstant(record, new Date(record.timestamp)) }));
    return readings;
  },
  insert: (tx, records, { stamped }) =>
    insertAll(tx, biometricLogs, records, ({ wokeAt, ...record }) => ({
      ...stamped(record),
      wokeAt: wokeAt ? new Date(wokeAt) : null,
    })),
};
