import { BIOMETRIC_RULES, BODY_TEMPERATURE_RANGE, isFilledMeasurement } from '../biometrics/biometrics.logic';
import { kilogramsToPounds, roundTo } from '../common/units.logic';
import type { QuantityMetric } from './apple-health/apple-record.logic';

/*
 * An imported value must pass the rules a typed one passes (BIOMETRIC_RULES), so a scale's 0 kg
 * or a sensor's 0 ms never becomes a reading. Values here are in the canonical units the
 * database keeps (kg, bpm, ms, %, breaths/min, °C, seconds); the rules' own units are converted
 * to. Zero counts as empty, as it does in the form.
 */

type Range = { readonly min: number; readonly max: number };

const within = (value: number, range: Range) => isFilledMeasurement(value) && value >= range.min && value <= range.max;

const QUANTITY_RANGES: Record<Exclude<QuantityMetric, 'weight'>, Range> = {
  restingHeartRate: BIOMETRIC_RULES.heartRate,
  hrv: BIOMETRIC_RULES.hrv,
  oxygenSaturation: BIOMETRIC_RULES.oxygenSaturation,
  respirationRate: BIOMETRIC_RULES.respirationRate,
  bodyTemperature: BODY_TEMPERATURE_RANGE.C,
};

export function isPlausibleQuantity(metric: QuantityMetric, value: number): boolean {
  if (!Number.isFinite(value)) return false;
  // The weight rule is in pounds; six decimals absorb the float noise of the conversion at its ends.
  if (metric === 'weight') return within(roundTo(kilogramsToPounds(value), 6), BIOMETRIC_RULES.weight);
  return within(value, QUANTITY_RANGES[metric]);
}

export function isPlausibleBloodPressure(systolic: number, diastolic: number): boolean {
  return within(systolic, BIOMETRIC_RULES.systolic) && within(diastolic, BIOMETRIC_RULES.diastolic) && systolic > diastolic;
}

export function isPlausibleSleepSeconds(seconds: number): boolean {
  return Number.isFinite(seconds) && within(seconds / 3600, BIOMETRIC_RULES.sleepDuration);
}
