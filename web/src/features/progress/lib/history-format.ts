import { fromCelsius, toCelsius, type TemperatureUnit } from '@uh/core/common/units.logic';
import type { ProtocolSummary } from '@uh/core/progress/progress.schema';
import { shortDate } from './progress-format';

/** '45s', '25m', '2m 30s', '16h 5m' from whole seconds. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return rest > 0 ? `${minutes}m ${rest}s` : `${minutes}m`;
  return `${rest}s`;
}

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/** '58°F (14.4°C)' — both scales, whichever the session was logged in (spec §9: °C to one decimal). */
export function formatTemperature(value: number, unit: TemperatureUnit): string {
  const fahrenheit = unit === 'F' ? value : fromCelsius(toCelsius(value, 'C'), 'F');
  const celsius = toCelsius(value, unit);
  return `${Math.round(fahrenheit * 10) / 10}°F (${oneDecimal(celsius)}°C)`;
}

/** 'Nov 16' for an instant, as seen in the user's time zone; 'Nov 16, 2025' outside `currentYear`. */
export function formatLogDate(iso: string, timeZone: string, currentYear: string): string {
  const instant = new Date(iso);
  const year = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(instant);
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: year === currentYear ? undefined : 'numeric',
    timeZone,
  }).format(instant);
}

/** The summary card's detail line: when it was last done and the weekly target. */
export function summaryDetail(stats: ProtocolSummary, noun: string): string {
  const last = stats.lastCompletedOn ? `Last completed ${shortDate(stats.lastCompletedOn)}` : 'Not completed yet';
  return `${last} · ${stats.thisWeekCount} of ${stats.weeklyTarget} ${noun} this week`;
}
