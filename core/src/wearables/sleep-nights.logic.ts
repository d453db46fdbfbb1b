/*
 * Sleep per night from sleep-analysis samples (Apple Health's, and any source shaped the same).
 * The rules:
 *
 * 1. Only asleep samples count (Apple's Asleep, AsleepUnspecified, AsleepCore, AsleepDeep,
 *    AsleepREM). Time in bed and time awake are not sleep.
 * 2. Samples from several sources (a watch, a phone, another app) are merged as a union of
 *    intervals: a minute that two sources both call asleep counts once.
 * 3. Asleep intervals less than 90 minutes apart form one sleep session. The gaps inside a session
 *    (waking in the night) are not counted as sleep; a gap of 90 minutes or more starts a new
 *    session.
 * 4. A session belongs to the local date, in the person's time zone, on which it ends: the
 *    wake-up. Sessions ending on the same date add up. So a night from 23:00 to 07:00 is the sleep
 *    of the morning it ends on; a night broken by a wake of 90 minutes or more that ends its first
 *    part before midnight gives that part to the evening's date.
 * 5. A nap is a session lasting under 3 hours (from its first asleep minute to its wake-up) that
 *    ends between 10:00 and 20:00 local time. Naps are left out of the day's sleep.
 * 6. Lengths are measured between instants, never from wall-clock hours, so a night across
 *    midnight or a daylight-saving change counts the time that actually passed (a night from 23:00
 *    to 07:00 is 7 hours when clocks spring forward, 9 when they fall back).
 */
import type { LocalDate } from '../common/calendar.logic';
import { localDateOf } from '../common/calendar.logic';
import type { SleepSample } from './apple-health/apple-record.logic';

export const SLEEP_SESSION_GAP_MS = 90 * 60_000;
export const NAP_MAX_MS = 3 * 3_600_000;
/** Local wake-up times, in minutes after midnight, at which a short session is a nap: [10:00, 20:00). */
export const NAP_WAKE_WINDOW = { from: 10 * 60, until: 20 * 60 } as const;

export type SleepSession = {
  start: Date;
  /** The wake-up. */
  end: Date;
  asleepSeconds: number;
  wakeDay: LocalDate;
  isNap: boolean;
};

type Interval = { start: number; end: number };

/** The asleep samples as sorted intervals with every overlap (or touch) merged. */
function asleepUnion(samples: readonly SleepSample[]): Interval[] {
  const intervals = samples
    .filter((sample) => sample.asleep && sample.end.getTime() > sample.start.getTime())
    .map((sample) => ({ start: sample.start.getTime(), end: sample.end.getTime() }))
    .sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of intervals) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes after local midnight at an instant, read from the zone's clock (no offset arithmetic). */
function localMinuteOfDay(instant: Date, timeZone: string): number {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' });
    clockFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

function toSession(intervals: readonly Interval[], timeZone: string): SleepSession {
  const start = intervals[0]?.start ?? 0;
  const end = intervals.at(-1)?.end ?? 0;
  const asleepMs = intervals.reduce((sum, interval) => sum + interval.end - interval.start, 0);
  const wake = new Date(end);
  const wakeMinute = localMinuteOfDay(wake, timeZone);
  const isNap = end - start < NAP_MAX_MS && wakeMinute >= NAP_WAKE_WINDOW.from && wakeMinute < NAP_WAKE_WINDOW.until;
  return { start: new Date(start), end: wake, asleepSeconds: asleepMs / 1000, wakeDay: localDateOf(wake, timeZone), isNap };
}

/** The sleep sessions in the samples, oldest first, naps included and marked. */
export function sleepSessions(samples: readonly SleepSample[], timeZone: string): SleepSession[] {
  const sessions: SleepSession[] = [];
  let current: Interval[] = [];
  for (const interval of asleepUnion(samples)) {
    const previous = current.at(-1);
    if (previous && interval.start - previous.end >= SLEEP_SESSION_GAP_MS) {
      sessions.push(toSession(current, timeZone));
      current = [];
    }
    current.push(interval);
  }
  if (current.length > 0) sessions.push(toSession(current, timeZone));
  return sessions;
}

export type SleepNight = { asleepSeconds: number; /** The last wake-up of the day's sessions. */ wake: Date };

/** The sleep of each wake-up day (naps left out), oldest first. */
export function sleepNights(samples: readonly SleepSample[], timeZone: string): Map<LocalDate, SleepNight> {
  const nights = new Map<LocalDate, SleepNight>();
  for (const session of sleepSessions(samples, timeZone)) {
    if (session.isNap) continue;
    const night = nights.get(session.wakeDay);
    if (night) nights.set(session.wakeDay, { asleepSeconds: night.asleepSeconds + session.asleepSeconds, wake: session.end });
    else nights.set(session.wakeDay, { asleepSeconds: session.asleepSeconds, wake: session.end });
  }
  return nights;
}

/** Asleep seconds per wake-up day. */
export function sleepByWakeDay(samples: readonly SleepSample[], timeZone: string): Map<LocalDate, number> {
  return new Map([...sleepNights(samples, timeZone)].map(([day, night]) => [day, night.asleepSeconds]));
}
