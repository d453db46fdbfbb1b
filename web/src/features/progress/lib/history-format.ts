import { fromCelsius, toCelsius, type TemperatureUnit } from '@uh/core/common/units.logic';
import { formatDuration as formatClockDuration } from '@uh/core/common/duration-format.logic';
import type { ProtocolSummary } from '@uh/core/progress/progress.schema';
import { dateFormat } from '#lib/format';
import { shortDate } from './progress-format';

/**
 * A fast's length: '16h 5m', '45m'. Hours and minutes, cut (not rounded) the way every other
 * duration in the app is; cold sessions and exercise use the stopwatch face (`formatSessionDuration`).
 */
export function formatFastDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return rest > 0 ? `${minutes}m ${rest}s` : `${minutes}m`;
  return `${rest}s`;
}

/** A cold session or exercise as on its stopwatch: '2:32', '25:00'. */
export const formatSessionDuration = formatClockDuration;

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/**
 * Both scales, the person's chosen one first, whichever the session was logged in (spec §9: °C to
 * one decimal): '58°F (14.4°C)' for °F people, '14.4°C (58°F)' for °C people.
 */
export function formatTemperature(value: number, unit: TemperatureUnit, preferred: TemperatureUnit = 'F'): string {
  const celsius = toCelsius(value, unit);
  const fahrenheit = `${Math.round(fromCelsius(celsius, 'F') * 10) / 10}°F`;
  return preferred === 'C' ? `${oneDecimal(celsius)}°C (${fahrenheit})` : `${fahrenheit} (${oneDecimal(celsius)}°C)`;
}

/** 'Nov 16' for a local day (yyyy-MM-dd); 'Nov 16, 2025' outside `currentYear`. */
export function formatLogDate(localDay: string, currentYear: string): string {
  const [year, month, day] = localDay.split('-').map(Number) as [number, number, number];
  return dateFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: String(year) === currentYear ? undefined : 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** The summary card's detail line: when it was last done and the weekly target. */
export function summaryDetail(stats: ProtocolSummary, noun: string): string {
  const last = stats.lastCompletedOn ? `Last completed ${shortDate(stats.lastCompletedOn)}` : 'Not completed yet';
  return `${last} · ${stats.thisWeekCount} of ${stats.weeklyTarget} ${noun} this week`;
}
