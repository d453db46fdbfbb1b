/*
 * The checks every wearable's values pass on their way to a daily value: the ranges a typed reading
 * must respect (an implausible value is left out on its own), rounded as daily-aggregates rounds.
 * Each returns undefined for a value to leave out.
 */
import { BIOMETRIC_RULES, isFilledMeasurement } from '../../biometrics/biometrics.logic';
import { roundTo } from '../../common/units.logic';
import type { QuantityMetric } from '../apple-health/apple-record.logic';
import { storedQuantity } from '../daily-aggregates.logic';
import { isPlausibleQuantity, isPlausibleSleepSeconds } from '../plausible.logic';

export function plausibleQuantity(metric: QuantityMetric, value: number | null | undefined): number | undefined {
  if (typeof value !== 'number' || !isPlausibleQuantity(metric, value)) return undefined;
  const rounded = storedQuantity(metric, value);
  return isPlausibleQuantity(metric, rounded) ? rounded : undefined;
}

/** A 0–100 score (Oura readiness, WHOOP recovery), whole; 0 counts as empty, as in the form. */
export function plausibleReadiness(score: number | null | undefined): number | undefined {
  if (typeof score !== 'number') return undefined;
  const rounded = Math.round(score);
  const rule = BIOMETRIC_RULES.readinessScore;
  return isFilledMeasurement(rounded) && rounded >= rule.min && rounded <= rule.max ? rounded : undefined;
}

export function plausibleSleepSeconds(seconds: number | null | undefined): number | undefined {
  if (typeof seconds !== 'number') return undefined;
  const rounded = Math.round(seconds);
  return isPlausibleSleepSeconds(rounded) ? rounded : undefined;
}

/** Oura reports a night's deviation from baseline of a degree or two; beyond ±5 °C it is a sensor fault. */
export const plausibleTemperatureDeviation = (celsius: number | null | undefined) =>
  typeof celsius === 'number' && Number.isFinite(celsius) && Math.abs(celsius) <= 5 ? roundTo(celsius, 2) : undefined;

/** A strap on the wrist reads a few degrees under the body's core; outside 20–42 °C it is a sensor fault. */
export const plausibleSkinTemperature = (celsius: number | null | undefined) =>
  typeof celsius === 'number' && Number.isFinite(celsius) && celsius >= 20 && celsius <= 42 ? roundTo(celsius, 1) : undefined;
