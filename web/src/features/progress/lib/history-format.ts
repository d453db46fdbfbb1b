import { fromCelsius, toCelsius, type TemperatureUnit } from '@uh/core/common/units.logic';
import type { ProtocolSummary } from '@uh/core/progress/progress.schema';
import { formatDay, formatSessionLength } from '#lib/format';
import { days } from './progress-format';

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
  return formatSessionLength(rest);
}

/** A cold session or exercise as every logged session is written: '34 s', '2:32', '25:00'. */
export const formatSessionDuration = formatSessionLength;

/** A name as a heading writes it, each word capitalised: 'cold sessions' → 'Cold Sessions'. */
export const headingCase = (name: string) => name.replace(/(^|\s)(\S)/g, (_, space: string, first: string) => space + first.toUpperCase());

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/**
 * Both scales, the person's chosen one first, whichever the session was logged in (docs/product.md §9: °C to
 * one decimal): '58°F (14.4°C)' for °F people, '14.4°C (58°F)' for °C people.
 */
export function formatTemperature(value: number, unit: TemperatureUnit, preferred: TemperatureUnit = 'F'): string {
  const celsius = toCelsius(value, unit);
  const fahrenheit = `${Math.round(fromCelsius(celsius, 'F') * 10) / 10}°F`;
  return preferred === 'C' ? `${oneDecimal(celsius)}°C (${fahrenheit})` : `${fahrenheit} (${oneDecimal(celsius)}°C)`;
}

export type SummaryCardFigures = {
  /** The card's one headline: this week's done days against the weekly target. */
  headline: { done: number; target: number; unit: string; percent: number };
  /** Everything else, each with the name of what it measures. */
  facts: { label: string; value: string }[];
};

/**
 * A protocol's summary card: one headline figure, '2 of 3 sessions' this week (Mon–Sun), and the
 * other figures labelled as what they are, so a pace of 100 % never sits unexplained beside 2/7.
 */
export function summaryCardFigures(stats: ProtocolSummary, noun: string, today: string): SummaryCardFigures {
  const target = Math.max(1, stats.weeklyTarget);
  return {
    headline: {
      done: stats.thisWeekCount,
      target: stats.weeklyTarget,
      unit: noun,
      percent: Math.min(100, Math.round((stats.thisWeekCount / target) * 100)),
    },
    facts: [
      { label: 'Current streak', value: days(stats.currentStreak) },
      { label: 'Target due by today', value: `${Math.min(100, Math.max(0, stats.weeklyRate))}% met` },
      { label: 'Last completed', value: stats.lastCompletedOn ? formatDay(stats.lastCompletedOn, today) : 'Not yet' },
    ],
  };
}
