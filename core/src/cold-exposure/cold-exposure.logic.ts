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

/** Spec §9. */
export const COLD_MIN_SECONDS = 30;
export const COLD_DEFAULT_TEMPERATURE_F = 58;
export const COLD_TARGET_SECONDS = { min: 120, max: 300 } as const;
export const COLD_TOO_SHORT_TITLE = 'Session Too Short';
export const COLD_TOO_SHORT_MESSAGE = 'Cold exposure sessions should be at least 30 seconds. Keep going!';

/** Plausible water/air temperatures for a cold session. */
export const COLD_TEMPERATURE_RANGE = { F: { min: -40, max: 120 }, C: { min: -40, max: 48.9 } } as const;

export type ColdStripLevel = 'none' | 'light' | 'medium' | 'strong';

/** Week-strip colour for a day's total seconds (spec §9: 0 grey, <60 light, <180 medium, else strong). */
export function coldStripLevel(totalSeconds: number): ColdStripLevel {
  if (totalSeconds <= 0) return 'none';
  if (totalSeconds < 60) return 'light';
  if (totalSeconds < 180) return 'medium';
  return 'strong';
}
