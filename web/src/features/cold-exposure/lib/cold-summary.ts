import { COLD_TARGET_SECONDS } from '@uh/core/cold-exposure/cold-exposure.logic';
import { localDateOf, type LocalDate } from '@uh/core/common/calendar.logic';
import { wholeSeconds } from '@uh/core/common/duration-format.logic';
import { parseNumberInput } from '@uh/core/common/number-input.logic';
import type { TemperatureUnit } from '@uh/core/common/units.logic';
import { formatSessionLength } from '#lib/format';
import { formatOtherTemperatureUnit } from '#lib/preferences';

/** A week-strip cell: the day's total as every logged session is written ('34 s', '2:32'), or '–'. */
export const formatStripDuration = (totalSeconds: number) => (totalSeconds > 0 ? formatSessionLength(totalSeconds) : '–');

/** 'You've completed a {n} min cold exposure session' (docs/product.md §8), with {n} as m:ss; under a minute, 'a 34 s … session'. */
export function sessionLoggedMessage(seconds: number): string {
  const length = formatSessionLength(seconds);
  return `You've completed a ${wholeSeconds(seconds) < 60 ? length : `${length} min`} cold exposure session. Great job!`;
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

/** '14.4 °C' for a typed °F value ('57.9 °F' for a typed °C value), or null when the field holds no plain number. */
export function otherUnitText(text: string, unit: TemperatureUnit = 'F'): string | null {
  const parsed = parseNumberInput(text);
  return parsed.kind === 'number' ? formatOtherTemperatureUnit(parsed.value, unit) : null;
}

export type TargetStatus = 'below' | 'within' | 'beyond';

/** Where a session stands against the 2:00–5:00 target (docs/product.md §9). */
export function targetStatus(seconds: number): TargetStatus {
  if (seconds < COLD_TARGET_SECONDS.min) return 'below';
  return seconds <= COLD_TARGET_SECONDS.max ? 'within' : 'beyond';
}
