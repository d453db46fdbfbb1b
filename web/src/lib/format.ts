import { formatDuration, wholeSeconds } from '@uh/core/common/duration-format.logic';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale, options and zone, made once: building an Intl.DateTimeFormat costs
 * far more than using one, and a page of history formats hundreds of dates as it first renders.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 'Robin Tester' → 'Robin'; falls back to the whole name when it has no spaces. */
export function firstName(displayName: string): string {
  return displayName.trim().split(/\s+/)[0] ?? displayName;
}

/** 'Saturday, November 21, 2026' for `date` as seen in `timeZone`. */
export function formatFullDate(date: Date, timeZone: string): string {
  return dateFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(date);
}

/** 'November 21, 2026'. */
export function formatLongDate(iso: string, timeZone: string): string {
  return dateFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(new Date(iso));
}

/** 'November 21, 2026 at 7:05 AM'; '—' when there is no instant. */
export function formatDateTime(iso: string | null, timeZone: string): string {
  if (!iso) return '—';
  return dateFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** '2026-11-21': the calendar date of `date` in `timeZone`, for <time dateTime>. */
export function formatIsoDate(date: Date, timeZone: string): string {
  return dateFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(date);
}

export type WhenOptions = {
  /** 'Mon, ' before the date. */
  weekday?: boolean;
  /** ', 7:05 AM' after it. */
  time?: boolean;
};

/**
 * How a screen dates an instant in the person's zone: 'Mon, Nov 21, 7:05 AM' this year, and
 * with the year in any other ('Mon, Jan 1, 2024, 1:40 AM'), so an old reading never passes for
 * a recent one. "This year" is the year of `now` in the same zone.
 */
export function formatWhen(iso: string, timeZone: string, now: number, { weekday = false, time = false }: WhenOptions = {}): string {
  const instant = Date.parse(iso);
  const isThisYear =
    dateFormat('en-US', { year: 'numeric', timeZone }).format(instant) === dateFormat('en-US', { year: 'numeric', timeZone }).format(now);
  return dateFormat('en-US', {
    weekday: weekday ? 'short' : undefined,
    month: 'short',
    day: 'numeric',
    year: isThisYear ? undefined : 'numeric',
    hour: time ? 'numeric' : undefined,
    minute: time ? '2-digit' : undefined,
    timeZone,
  }).format(instant);
}

/**
 * The same for a calendar day already in the person's terms ('yyyy-MM-dd', such as the day a log
 * counts on): 'Nov 21' when it is in the year of `today`, 'Nov 21, 2025' otherwise, or
 * '11/21/25' when `isCompact` (a table row on a phone).
 */
export function formatDay(
  localDay: string,
  today: string,
  { weekday = false, isCompact = false }: { weekday?: boolean; isCompact?: boolean } = {},
): string {
  const [year, month, day] = localDay.split('-').map(Number) as [number, number, number];
  const isThisYear = localDay.slice(0, 4) === today.slice(0, 4);
  const options: Intl.DateTimeFormatOptions =
    isCompact && !isThisYear
      ? { month: 'numeric', day: 'numeric', year: '2-digit' }
      : { weekday: weekday ? 'short' : undefined, month: 'short', day: 'numeric', year: isThisYear ? undefined : 'numeric' };
  return dateFormat('en-US', { ...options, timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}

/**
 * A logged session's length (cold exposure, exercise): '34 s' under a minute, then as on the
 * stopwatch, '2:32' or '1:02:05'. A bare '0:34' reads as a time of day, so short sessions say
 * their unit; a running stopwatch keeps its clock face.
 */
export function formatSessionLength(totalSeconds: number): string {
  const seconds = wholeSeconds(totalSeconds);
  return seconds < 60 ? `${seconds} s` : formatDuration(seconds);
}

/** Hours of sleep to one decimal everywhere they are shown: '7.5', '7.0', '6.3' (6.25 h). */
export const sleepHoursFigure = (hours: number): string => (Math.round(hours * 10) / 10).toFixed(1);

/** '7.5 h'. */
export const formatSleepHours = (hours: number): string => `${sleepHoursFigure(hours)} h`;
