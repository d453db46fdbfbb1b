import { fahrenheitToCelsius, poundsToKilograms } from '../common/units.logic';

/*
 * Imported values arrive in whatever unit the device or the phone's region wrote (HealthKit unit
 * strings such as 'lb', 'degF', 'count/min'); the database keeps one canonical unit per measure:
 * kg, °C, percent (0–100), ms and count/min. Each function returns null for a unit it does not
 * know, or for a value that is not a finite number, so a reading is skipped rather than misread.
 */

// Maps, not object literals: a unit named 'constructor' must not find Object.prototype's.
const KG_PER_UNIT = new Map([
  ['kg', 1],
  ['g', 0.001],
  ['lb', poundsToKilograms(1)],
  ['lbs', poundsToKilograms(1)],
  ['oz', poundsToKilograms(1) / 16],
  ['st', poundsToKilograms(14)],
]);

const finite = (value: number) => (Number.isFinite(value) ? value : null);

export function toKilograms(value: number, unit: string): number | null {
  const factor = KG_PER_UNIT.get(unit.trim());
  return factor === undefined ? null : finite(value * factor);
}

export function toCelsius(value: number, unit: string): number | null {
  switch (unit.trim()) {
    case 'degC':
      return finite(value);
    case 'degF':
      return finite(fahrenheitToCelsius(value));
    case 'K':
      return finite(value - 273.15);
    default:
      return null;
  }
}

/**
 * HealthKit writes oxygen saturation with unit '%' but a fraction for its value (0.97 for 97 %).
 * Values from 0 to 1 are read as fractions, values above 1 up to 100 as percents already: no
 * plausible saturation is 1 % or below, so the two cannot be confused. Above 100 is no percent.
 */
export function toPercent(value: number, unit: string): number | null {
  const trimmed = unit.trim();
  if (trimmed !== '%' && trimmed !== 'percent') return null;
  if (!Number.isFinite(value) || value < 0 || value > 100) return null;
  return value <= 1 ? value * 100 : value;
}

const PER_MINUTE = new Map([
  ['count/min', 1],
  ['count/s', 60],
  ['count/h', 1 / 60],
]);

export function toPerMinute(value: number, unit: string): number | null {
  const factor = PER_MINUTE.get(unit.trim());
  return factor === undefined ? null : finite(value * factor);
}

const MS_PER_UNIT = new Map([
  ['ms', 1],
  ['s', 1000],
]);

export function toMilliseconds(value: number, unit: string): number | null {
  const factor = MS_PER_UNIT.get(unit.trim());
  return factor === undefined ? null : finite(value * factor);
}
