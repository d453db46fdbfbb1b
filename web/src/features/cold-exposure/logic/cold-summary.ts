import { COLD_TARGET_SECONDS } from '@uh/core/cold-exposure/cold-exposure.logic';
import { localDateOf, type LocalDate } from '@uh/core/common/calendar.logic';
import type { TemperatureUnit } from '@uh/core/common/units.logic';
import { formatOtherTemperatureUnit } from '#lib/preferences';

/** '3 min 20 s', '45 s', '5 min' for a history row or a screen-reader label. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** The short form a week-strip cell has room for: '–', '45 s', '3 min'. */
export function formatCompactDuration(totalSeconds: number): string {
  if (totalSeconds <= 0) return '–';
  return totalSeconds < 60 ? `${Math.round(totalSeconds)} s` : `${Math.floor(totalSeconds / 60)} min`;
}

/**
 * {n} in 'You've completed a {n} min cold exposure session': the duration rounded to the
 * nearest minute (Math.round(seconds / 60)), but at least 1, so a 30–89 s session never reads "0 min".
 */
export function sessionMinutes(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}

/** Total seconds per day for the given days, each log counted on its date in `timeZone`. */
export function dailyTotals(logs: ReadonlyArray<{ timestamp: string; duration: number }>, days: readonly LocalDate[], timeZone: string) {
  const totals = new Map<LocalDate, number>(days.map((day) => [day, 0]));
  for (const log of logs) {
    const day = localDateOf(new Date(log.timestamp), timeZone);
    const total = totals.get(day);
    if (total !== undefined) totals.set(day, total + log.duration);
  }
  return totals;
}

/** '14.4 °C' for a typed °F value ('57.9 °F' for a typed °C value), or null when the field holds no number. */
export function otherUnitText(text: string, unit: TemperatureUnit = 'F'): string | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? formatOtherTemperatureUnit(value, unit) : null;
}

export type TargetStatus = 'below' | 'within' | 'beyond';

/** Where a session stands against the 2:00–5:00 target (spec §9). */
export function targetStatus(seconds: number): TargetStatus {
  if (seconds < COLD_TARGET_SECONDS.min) return 'below';
  return seconds <= COLD_TARGET_SECONDS.max ? 'within' : 'beyond';
}
