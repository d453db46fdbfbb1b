/**
 * The short safety screens shown before a long fast or a very cold session (a UI safeguard: the
 * API does not refuse anything). Each person confirms once; Settings can show it again.
 */
export const SAFETY_SCREEN_KINDS = ['long-fast', 'cold'] as const;
export type SafetyScreenKind = (typeof SAFETY_SCREEN_KINDS)[number];

/** A fast with a target of this many hours or more needs the long-fast screen. */
export const LONG_FAST_SCREEN_HOURS = 24;
/** A cold session below this temperature needs the cold screen (10 °C is 50 °F). */
export const COLD_SCREEN_BELOW = { C: 10, F: 50 } as const;
/** A running fast this far past its target (1.5 × the target) gets a gentle check-in. */
export const FAST_CHECK_IN_FACTOR = 1.5;

export const needsLongFastScreen = (targetHours: number) => targetHours >= LONG_FAST_SCREEN_HOURS;

export const needsColdScreen = (temperature: number, unit: 'C' | 'F') => temperature < COLD_SCREEN_BELOW[unit];

export const isFastCheckInDue = (elapsedSeconds: number, targetHours: number) =>
  targetHours > 0 && elapsedSeconds >= targetHours * 3600 * FAST_CHECK_IN_FACTOR;
