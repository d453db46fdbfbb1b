// How the baseline of `npm run bench:api` turns rows into the JSON the API documents: written by
// hand, with the product's pure rules (units) from core.
import { CHECKLIST_ITEM_KEYS } from '../../core/src/checklist/checklist.logic';
import { fromCelsius, kilogramsToPounds, roundTo } from '../../core/src/common/units.logic';

type Row = Record<string, unknown>;
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

export const userOf = (person: Row) => ({
  id: person.id,
  username: person.username,
  displayName: person.display_name,
  email: person.email,
  photoURL: person.photo_url,
  createdAt: iso(person.created_at),
  lastLoginAt: iso(person.last_login_at),
  timeZone: person.time_zone,
  // The benchmark's server names no admins by username and has no demo account: the first account
  // of the server is its admin.
  isAdmin: person.is_admin === true,
});

export function readingOf(row: Row) {
  const unit = row.temperature_unit === 'C' ? 'C' : 'F';
  const converted = (value: unknown, convert: (value: number) => number) => (num(value) === null ? null : convert(num(value)!));
  return {
    id: row.id,
    userId: row.user_id,
    timestamp: iso(row.timestamp),
    localDay: row.local_day,
    weight: converted(row.weight_kg, (kg) => roundTo(kilogramsToPounds(kg), 2)),
    systolic: row.systolic,
    diastolic: row.diastolic,
    heartRate: row.heart_rate,
    hrv: row.hrv_ms,
    oxygenSaturation: row.oxygen_saturation,
    respirationRate: row.respiration_rate,
    bodyTemperature: converted(row.body_temperature_c, (celsius) => roundTo(fromCelsius(celsius, unit), 2)),
    temperatureUnit: unit,
    sleepDuration: converted(row.sleep_seconds, (seconds) => roundTo(seconds / 3600, 2)),
    readinessScore: row.readiness_score,
    stressLevel: row.stress_level,
    temperatureDeviation: row.temperature_deviation_c,
    skinTemperature: row.skin_temperature_c,
    wearableSource: row.wearable_source,
    hrvMethod: row.hrv_method === 'sdnn' || row.hrv_method === 'rmssd' ? row.hrv_method : null,
  };
}

export const fastOf = (row: Row) => ({
  id: row.id,
  userId: row.user_id,
  startTime: iso(row.start_time),
  endTime: iso(row.end_time),
  targetHours: row.target_hours,
  duration: row.duration_seconds,
  completed: row.completed,
  timestamp: iso(row.timestamp),
  localDay: row.local_day,
});

const snakeOf = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export const checklistOf = (userId: number, date: string, row: Row | undefined) => ({
  id: row?.id ?? null,
  userId,
  date,
  ...Object.fromEntries(CHECKLIST_ITEM_KEYS.map((key) => [key, Boolean(row?.[snakeOf(key)])])),
});
