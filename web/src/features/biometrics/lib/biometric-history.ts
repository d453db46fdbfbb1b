import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { fromCelsius, roundTo, toCelsius } from '@uh/core/common/units.logic';
import { formatSleepHours } from '#lib/format';
import { formatWeight, type TemperatureUnit, type WeightUnit } from '#lib/preferences';
import { hrvLabel, hrvMethodOf } from './reading-source';

/** docs/product.md §9: history tables show the 10 most recent logs. */
export const HISTORY_ROWS = 10;

export type ReadingPart = { label: string; value: string };

/** A body temperature in the person's unit, whatever unit it was logged or imported in. */
function formatTemperature(value: number, loggedIn: TemperatureUnit, shownIn: TemperatureUnit): string {
  const shown = loggedIn === shownIn ? value : roundTo(fromCelsius(toCelsius(value, loggedIn), shownIn), 1);
  return `${shown} °${shownIn}`;
}

/** A difference from the person's own baseline (always sent in °C): a degree Celsius of difference is 1.8 °F. */
function formatDeviation(celsius: number, shownIn: TemperatureUnit): string {
  const shown = roundTo(shownIn === 'F' ? celsius * 1.8 : celsius, 1);
  return `${shown > 0 ? '+' : shown < 0 ? '−' : '±'}${Math.abs(shown)} °${shownIn} from baseline`;
}

/** The readings a log holds, in the person's units: what a history row and its details show. */
export function readingParts(
  log: BiometricLog,
  weightUnit: WeightUnit,
  temperatureUnit: TemperatureUnit = log.temperatureUnit,
): ReadingPart[] {
  const parts: ReadingPart[] = [];
  if (log.weight !== null) parts.push({ label: 'Weight', value: formatWeight(log.weight, weightUnit) });
  if (log.systolic !== null || log.diastolic !== null) {
    parts.push({ label: 'Blood pressure', value: `${log.systolic ?? '–'}/${log.diastolic ?? '–'} mmHg` });
  }
  if (log.heartRate !== null) parts.push({ label: 'Resting heart rate', value: `${log.heartRate} BPM` });
  if (log.sleepDuration !== null) parts.push({ label: 'Sleep', value: formatSleepHours(log.sleepDuration) });
  // A wearable's own 0–100 score (Oura readiness, WHOOP recovery).
  if (log.readinessScore !== null) parts.push({ label: 'Readiness score', value: `Readiness ${log.readinessScore}` });
  // What devices bring in besides; HRV says how it was measured, as the methods do not compare.
  if (log.hrv !== null) parts.push({ label: hrvLabel(hrvMethodOf(log)), value: `${hrvLabel(hrvMethodOf(log))} ${log.hrv} ms` });
  if (log.oxygenSaturation !== null) parts.push({ label: 'Oxygen saturation', value: `SpO₂ ${log.oxygenSaturation}%` });
  if (log.respirationRate !== null) parts.push({ label: 'Respiratory rate', value: `${log.respirationRate} breaths/min` });
  if (log.bodyTemperature !== null) {
    parts.push({ label: 'Body temperature', value: formatTemperature(log.bodyTemperature, log.temperatureUnit, temperatureUnit) });
  }
  if (log.skinTemperature !== null) {
    parts.push({ label: 'Skin temperature', value: `Skin ${formatTemperature(log.skinTemperature, 'C', temperatureUnit)}` });
  }
  if (log.temperatureDeviation !== null) {
    parts.push({ label: 'Temperature deviation', value: formatDeviation(log.temperatureDeviation, temperatureUnit) });
  }
  return parts;
}

/** One line for a history row: '81.6 kg · 118/76 mmHg · 58 BPM · 7.5 h'. */
export const readingSummary = (log: BiometricLog, weightUnit: WeightUnit, temperatureUnit?: TemperatureUnit) =>
  readingParts(log, weightUnit, temperatureUnit)
    .map((part) => part.value)
    .join(' · ') || 'No readings shown here';
