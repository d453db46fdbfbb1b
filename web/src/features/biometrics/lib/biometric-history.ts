import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { formatWeight, type WeightUnit } from '#lib/preferences';
import { hrvLabel, hrvMethodOf } from './reading-source';

/** Spec §9: history tables show the 10 most recent logs. */
export const HISTORY_ROWS = 10;

export type ReadingPart = { label: string; value: string };

/** The readings a log holds, in the person's weight unit: what a history row and its details show. */
export function readingParts(log: BiometricLog, weightUnit: WeightUnit): ReadingPart[] {
  const parts: ReadingPart[] = [];
  if (log.weight !== null) parts.push({ label: 'Weight', value: formatWeight(log.weight, weightUnit) });
  if (log.systolic !== null || log.diastolic !== null) {
    parts.push({ label: 'Blood pressure', value: `${log.systolic ?? '–'}/${log.diastolic ?? '–'} mmHg` });
  }
  if (log.heartRate !== null) parts.push({ label: 'Resting heart rate', value: `${log.heartRate} BPM` });
  if (log.sleepDuration !== null) parts.push({ label: 'Sleep', value: `${log.sleepDuration} h` });
  // What devices bring in besides; HRV says how it was measured, as the methods do not compare.
  if (log.hrv !== null) parts.push({ label: hrvLabel(hrvMethodOf(log)), value: `${hrvLabel(hrvMethodOf(log))} ${log.hrv} ms` });
  if (log.oxygenSaturation !== null) parts.push({ label: 'Oxygen saturation', value: `SpO₂ ${log.oxygenSaturation}%` });
  if (log.respirationRate !== null) parts.push({ label: 'Respiratory rate', value: `${log.respirationRate} breaths/min` });
  if (log.bodyTemperature !== null) {
    parts.push({ label: 'Body temperature', value: `${log.bodyTemperature} °${log.temperatureUnit}` });
  }
  return parts;
}

/** One line for a history row: '81.6 kg · 118/76 mmHg · 58 BPM · 7.5 h'. */
export const readingSummary = (log: BiometricLog, weightUnit: WeightUnit) =>
  readingParts(log, weightUnit)
    .map((part) => part.value)
    .join(' · ') || 'No readings shown here';
