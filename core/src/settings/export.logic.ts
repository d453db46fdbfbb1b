import { isValidTimeZone } from '../common/time-zone.logic';
import type { AccountExport } from './export.schema';
import { TEMPERATURE_UNITS, THEMES, WEIGHT_UNITS, type PreferencesPatch } from './settings.schema';

/** A wall-clock time as Settings takes it. */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const isOneOf = <T extends string>(options: readonly T[], value: string): value is T => (options as readonly string[]).includes(value);

/**
 * The preferences of an export this app understands. A value it does not know (a unit from a
 * newer version, a time zone this system lacks) is left out rather than guessed.
 */
export function exportedPreferences(account: AccountExport['account']): PreferencesPatch {
  const { weightUnit, temperatureUnit, theme, usualWakeTime } = account.preferences;
  return {
    ...(usualWakeTime && CLOCK_TIME.test(usualWakeTime) ? { usualWakeTime } : {}),
    ...(isOneOf(WEIGHT_UNITS, weightUnit) ? { weightUnit } : {}),
    ...(isOneOf(TEMPERATURE_UNITS, temperatureUnit) ? { temperatureUnit } : {}),
    ...(isOneOf(THEMES, theme) ? { theme } : {}),
    ...(isValidTimeZone(account.timeZone) ? { timeZone: account.timeZone } : {}),
  };
}
