import { coldMethodLabel } from '../cold-exposure/cold-exposure.logic';
import { CHECKLIST_ITEM_TITLES, type ChecklistItemKey } from '../checklist/checklist.logic';
import { toLocalDateTime } from '../common/local-date-time.logic';
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
        hrvMs: number | null;
        oxygenSaturation: number | null;
        respirationRate: number | null;
        bodyTemperatureC: number | null;
        readinessScore: number | null;
        stressLevel: number | null;
        timestamp: Date;
      };
    }
  | { kind: 'checklist'; row: { date: string; item: ChecklistItemKey; done: boolean } }
  | { kind: 'protocolSkip'; row: { date: string; protocol: string; reason: string | null } }
  | {
      kind: 'customEntry';
      row: { date: string; value: number | null; text: string | null; protocol: string; component: string; unit: string | null };
    };

export type ReadBackUnits = { weightUnit: 'lbs' | 'kg'; temperatureUnit: TemperatureUnit; timeZone: string };

/** 07:42 on the person's clock. */
export const clockAt = (at: Date, timeZone: string) => toLocalDateTime(at, timeZone).slice(11, 16);

/** 45 s, 3 min, 2 min 30 s. */
export function spokenDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

const hoursAndMinutes = (seconds: number) => `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;

function readingParts(
  row: Extract<StoredLog, { kind: 'biometrics' }>['row'],
  { weightUnit, temperatureUnit }: Pick<ReadBackUnits, 'weightUnit' | 'temperatureUnit'>,
): string[] {
  const parts: string[] = [];
  if (row.weightKg !== null) {
    const weight = weightUnit === 'kg' ? row.weightKg : kilogramsToPounds(row.weightKg);
    parts.push(`weight ${roundTo(weight, 1)} ${weightUnit}`);
  }
  if (row.systolic !== null && row.diastolic !== null) parts.push(`blood pressure ${row.systolic}/${row.diastolic}`);
  if (row.heartRate !== null) parts.push(`heart rate ${row.heartRate} bpm`);
  if (row.sleepSeconds !== null) parts.push(`sleep ${roundTo(row.sleepSeconds / 3600, 2)} h`);
  if (row.hrvMs !== null) parts.push(`HRV ${row.hrvMs} ms`);
  if (row.oxygenSaturation !== null) parts.push(`oxygen saturation ${row.oxygenSaturation} %`);
  if (row.respirationRate !== null) parts.push(`respiration rate ${row.respirationRate} breaths/min`);
  if (row.bodyTemperatureC !== null) {
    parts.push(`body temperature ${roundTo(fromCelsius(row.bodyTemperatureC, temperatureUnit), 1)} °${temperatureUnit}`);
  }
  if (row.readinessScore !== null) parts.push(`readiness score ${row.readinessScore}`);
  if (row.stressLevel !== null) parts.push(`stress level ${row.stressLevel}`);
  return parts;
}

export function readBackSentence(stored: StoredLog, units: ReadBackUnits): string {
  switch (stored.kind) {
    case 'coldExposure': {
      const { row } = stored;
      const temperature = roundTo(fromCelsius(row.temperatureC, units.temperatureUnit), 1);
      const method = coldMethodLabel(row.exposureMethod).toLowerCase();
      return `Logged: ${method}, ${spokenDuration(row.durationSeconds)} at ${temperature} °${units.temperatureUnit}, ${clockAt(row.timestamp, units.timeZone)}.`;
    }
    case 'fasting': {
      const { row } = stored;
      if (row.endTime === null) return `Started: your ${row.targetHours}-hour fast, from ${clockAt(row.startTime, units.timeZone)}.`;
      const seconds = Math.round((row.endTime.getTime() - row.startTime.getTime()) / 1000);
      return `Ended: your fast at ${clockAt(row.endTime, units.timeZone)}, after ${hoursAndMinutes(seconds)}.`;
    }
    case 'thirtyThirtyThirty': {
      const { row } = stored;
      return `Logged: today's 30-30-30 now holds ${roundTo(row.proteinGrams, 1)} g protein and ${spokenDuration(row.exerciseSeconds)} of exercise.`;
    }
    case 'biometrics':
      return `Logged: ${readingParts(stored.row, units).join(', ')}, ${clockAt(stored.row.timestamp, units.timeZone)}.`;
    case 'checklist': {
      const { row } = stored;
      return `${row.done ? 'Ticked' : 'Unticked'}: ${CHECKLIST_ITEM_TITLES[row.item]}, ${row.date}.`;
    }
    case 'protocolSkip': {
      const { row } = stored;
      return `Skipped: ${row.protocol} on ${row.date}${row.reason ? ` (${row.reason})` : ''}.`;
    }
    case 'customEntry': {
      const { row } = stored;
      const amount = row.text ?? `${row.value}${row.unit ? ` ${row.unit}` : ''}`;
      return `Logged: ${row.protocol} · ${row.component} ${amount}, ${row.date}.`;
    }
  }
}

/** Said when a confirmed draft had nothing left to add (the day's 30-30-30 already holds the most it can). */
export const NOTHING_TO_ADD = "Nothing was added: today's 30-30-30 already holds as much as one session can.";
