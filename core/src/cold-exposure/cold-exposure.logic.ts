import { numberRuleError, type NumberRule } from '../common/number-rule.schema';
import type { TemperatureUnit } from '../common/units.logic';

export const COLD_METHODS = [
  { value: 'cold_shower', label: 'Cold Shower' },
  { value: 'ice_bath', label: 'Ice Bath' },
  { value: 'cryo', label: 'Cryotherapy' },
  { value: 'cold_plunge', label: 'Cold Plunge' },
  { value: 'winter_swimming', label: 'Winter Swimming' },
] as const;
export type ColdMethod = (typeof COLD_METHODS)[number]['value'];
export const COLD_METHOD_VALUES = COLD_METHODS.map((method) => method.value) as [ColdMethod, ...ColdMethod[]];
export const coldMethodLabel = (value: string) => COLD_METHODS.find((method) => method.value === value)?.label ?? value;

/** docs/product.md §9. */
export const COLD_MIN_SECONDS = 30;
export const COLD_DEFAULT_TEMPERATURE_F = 58;
/** The same default for someone who chose °C, as the round number they would type (57.2 °F), not 14.4. */
export const COLD_DEFAULT_TEMPERATURE_C = 14;
export const coldDefaultTemperature = (unit: TemperatureUnit) => (unit === 'C' ? COLD_DEFAULT_TEMPERATURE_C : COLD_DEFAULT_TEMPERATURE_F);
export const COLD_TARGET_SECONDS = { min: 120, max: 300 } as const;
export const COLD_TOO_SHORT_TITLE = 'Session Too Short';
export const COLD_TOO_SHORT_MESSAGE = 'Cold exposure sessions should be at least 30 seconds. Keep going!';

/**
 * Temperatures a cold session can have: from a cryotherapy chamber's air up to 30 °C / 86 °F.
 * Anything warmer is not cold exposure (and is most often °F typed into a °C field).
 */
export const COLD_TEMPERATURE_RANGE = { F: { min: -40, max: 86 }, C: { min: -40, max: 30 } } as const;

export const coldTemperatureRule = (unit: TemperatureUnit): NumberRule => ({
  label: 'Temperature',
  ...COLD_TEMPERATURE_RANGE[unit],
  unit: `°${unit}`,
});

/** The message for a cold temperature in its unit, or null when it is one. */
export const coldTemperatureError = (temperature: number, unit: TemperatureUnit) => numberRuleError(temperature, coldTemperatureRule(unit));

/** Longest session the log accepts (3 hours): a typo guard, not advice. */
export const COLD_DURATION_MAX_S = 3 * 3600;
export const COLD_DURATION_RULE = {
  label: 'Duration',
  min: 1,
  max: COLD_DURATION_MAX_S,
  unit: 'seconds',
  maxDecimals: 0,
} as const satisfies NumberRule;

/** The duration as minutes and seconds fields in the edit form. */
export const COLD_DURATION_FIELD_RULES = {
  minutes: { label: 'Minutes', min: 0, max: COLD_DURATION_MAX_S / 60, maxDecimals: 0 },
  seconds: { label: 'Seconds', min: 0, max: 59, maxDecimals: 0 },
} as const satisfies Record<string, NumberRule>;

export type ColdStripLevel = 'none' | 'light' | 'medium' | 'strong';

/** Week-strip colour for a day's total seconds (docs/product.md §9: 0 grey, <60 light, <180 medium, else strong). */
export function coldStripLevel(totalSeconds: number): ColdStripLevel {
  if (totalSeconds <= 0) return 'none';
  if (totalSeconds < 60) return 'light';
  if (totalSeconds < 180) return 'medium';
  return 'strong';
}
