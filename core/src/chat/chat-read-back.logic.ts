import { coldMethodLabel } from '../cold-exposure/cold-exposure.logic';
import { fromCelsius, kilogramsToPounds, roundTo, type TemperatureUnit } from '../common/units.logic';

/**
 * What the coach says once a draft is confirmed: written from the log as the database holds it
 * after the write, never from what the draft or a model claimed, so the sentence cannot say one
 * thing while another was stored.
 */
export type StoredLog =
  | { kind: 'coldExposure'; row: { exposureMethod: string; temperatureC: number; durationSeconds: number; timestamp: Date } }
  | { kind: 'fasting'; row: { startTime: Date; endTime: Date | null; targetHours: number } }
  | { kind: 'thirtyThirtyThirty'; row: { proteinGrams: number; exerciseSeconds: number } }
  | {
      kind: 'biometrics';
      row: {
        weightKg: number | null;
        systolic: number | null;
        diastolic: number | null;
        heartRate: number | null;
        sleepSeconds: number | null;
        timestamp: Date;
      };
    };

export type ReadBackUnits = { weightUnit: 'lbs' | 'kg'; temperatureUnit: TemperatureUnit; timeZone: string };

const clock = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(at);

/** 45 s, 3 min, 2 min 30 s. */
export function spokenDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

const hoursAndMinutes = (seconds: number) => `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;

function readingParts(row: Extract<StoredLog, { kind: 'biometrics' }>['row'], weightUnit: 'lbs' | 'kg'): string[] {
  const parts: string[] = [];
  if (row.weightKg !== null) {
    const weight = weightUnit === 'kg' ? row.weightKg : kilogramsToPounds(row.weightKg);
    parts.push(`weight ${roundTo(weight, 1)} ${weightUnit}`);
  }
  if (row.systolic !== null && row.diastolic !== null) parts.push(`blood pressure ${row.systolic}/${row.diastolic}`);
  if (row.heartRate !== null) parts.push(`heart rate ${row.heartRate} bpm`);
  if (row.sleepSeconds !== null) parts.push(`sleep ${roundTo(row.sleepSeconds / 3600, 2)} h`);
  return parts;
}

export function readBackSentence(stored: StoredLog, units: ReadBackUnits): string {
  switch (stored.kind) {
    case 'coldExposure': {
      const { row } = stored;
      const temperature = roundTo(fromCelsius(row.temperatureC, units.temperatureUnit), 1);
      const method = coldMethodLabel(row.exposureMethod).toLowerCase();
      return `Logged: ${method}, ${spokenDuration(row.durationSeconds)} at ${temperature} °${units.temperatureUnit}, ${clock(row.timestamp, units.timeZone)}.`;
    }
    case 'fasting': {
      const { row } = stored;
      if (row.endTime === null) return `Started: your ${row.targetHours}-hour fast, from ${clock(row.startTime, units.timeZone)}.`;
      const seconds = Math.round((row.endTime.getTime() - row.startTime.getTime()) / 1000);
      return `Ended: your fast at ${clock(row.endTime, units.timeZone)}, after ${hoursAndMinutes(seconds)}.`;
    }
    case 'thirtyThirtyThirty': {
      const { row } = stored;
      return `Logged: today's 30-30-30 now holds ${roundTo(row.proteinGrams, 1)} g protein and ${spokenDuration(row.exerciseSeconds)} of exercise.`;
    }
    case 'biometrics':
      return `Logged: ${readingParts(stored.row, units.weightUnit).join(', ')}, ${clock(stored.row.timestamp, units.timeZone)}.`;
  }
}

/** Said when a confirmed draft had nothing left to add (the day's 30-30-30 already holds the most it can). */
export const NOTHING_TO_ADD = "Nothing was added: today's 30-30-30 already holds as much as one session can.";
