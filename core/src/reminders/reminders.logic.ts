import { addDays, dayOfWeek, localDateOf, type LocalDate } from '../common/calendar.logic';
import { fromLocalDateTime, toLocalDateTime } from '../common/local-date-time.logic';
import { FASTING_STAGES, fastingProtocolLabel } from '../fasting/fasting.logic';
import type { ReminderKind, ReminderMessage, ReminderSchedule } from './reminders.schema';

/**
 * When reminders fall due (docs/reminders.md). Everything here is pure: the scheduler passes the
 * clock in, so the rules are tested across time zones, DST changes and quiet hours.
 */

/** One reminder to send: `key` names it uniquely for its person, so it is planned and sent once. */
export type Occurrence = {
  kind: ReminderKind;
  key: string;
  dueAt: Date;
  /** After this it is no longer worth sending (a morning reminder at noon, yesterday's checklist). */
  expiresAt: Date;
  /** The local day a daily reminder belongs to (the checklist's day); the fast's start day otherwise. */
  localDate: LocalDate;
  fastId?: number;
  stageHours?: number;
};

export type ActiveFast = { id: number; startTime: Date; targetHours: number };

type QuietHours = ReminderSchedule['quietHours'];

const HOUR_MS = 3_600_000;
/** A morning or cold-session reminder missed by more than this (server down) is left out. */
const CLOCK_REMINDER_GRACE_MS = 2 * HOUR_MS;
/** A fast's target is still worth telling for this long, while the fast goes on. */
const FAST_TARGET_GRACE_MS = 12 * HOUR_MS;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The instant of a wall-clock time on a local day (a time the clocks skip lands just after the gap). */
export function instantAt(date: LocalDate, time: string, timeZone: string): Date {
  const instant = fromLocalDateTime(`${date}T${time}`, timeZone);
  if (!instant) throw new Error(`Not a local time: ${date}T${time}`);
  return instant;
}

/** Whether an instant falls in the quiet hours (which may run past midnight). */
export function isInQuietHours(instant: Date, quiet: QuietHours, timeZone: string): boolean {
  if (!quiet.enabled || quiet.start === quiet.end) return false;
  const minute = minutesOf(toLocalDateTime(instant, timeZone).slice(11, 16));
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The instant itself, or the end of the quiet hours it falls in. */
export function deferPastQuietHours(instant: Date, quiet: QuietHours, timeZone: string): Date {
  if (!isInQuietHours(instant, quiet, timeZone)) return instant;
  const today = localDateOf(instant, timeZone);
  const endToday = instantAt(today, quiet.end, timeZone);
  return endToday > instant ? endToday : instantAt(addDays(today, 1), quiet.end, timeZone);
}

/** 1 (Monday) … 7 (Sunday), as the schedule counts days. */
const isoWeekday = (date: LocalDate) => dayOfWeek(date) || 7;

function clockReminderOn(kind: ReminderKind, date: LocalDate, schedule: ReminderSchedule): string | null {
  switch (kind) {
    case 'morningThirty':
      return schedule.morningThirty.enabled ? schedule.morningThirty.time : null;
    case 'coldSession':
      return schedule.coldSession.enabled && schedule.coldSession.days.includes(isoWeekday(date)) ? schedule.coldSession.time : null;
    case 'dailyChecklist':
      return schedule.dailyChecklist.enabled ? schedule.dailyChecklist.time : null;
    case 'logBiometrics': {
      const { enabled, frequency, day, time } = schedule.logBiometrics;
      return enabled && (frequency === 'daily' || isoWeekday(date) === day) ? time : null;
    }
    default:
      return null;
  }
}

const CLOCK_KINDS = ['morningThirty', 'coldSession', 'dailyChecklist', 'logBiometrics'] as const satisfies readonly ReminderKind[];

function clockExpiry(kind: (typeof CLOCK_KINDS)[number], date: LocalDate, dueAt: Date, timeZone: string): Date {
  // The checklist and the day's readings are about that day: worth a word until it ends, never after.
  if (kind === 'dailyChecklist' || kind === 'logBiometrics') return instantAt(addDays(date, 1), '00:00', timeZone);
  return new Date(dueAt.getTime() + CLOCK_REMINDER_GRACE_MS);
}

/**
 * The reminders due in (from, to] that are still worth sending at `to`: the daily and weekly ones
 * from the schedule, and the active fast's target and stages. Quiet hours move a reminder to
 * their end; one that would then arrive too late (the checklist after midnight) is left out.
 */
export function dueOccurrences(input: {
  schedule: ReminderSchedule;
  timeZone: string;
  from: Date;
  to: Date;
  activeFast: ActiveFast | null;
}): Occurrence[] {
  const { schedule, timeZone, from, to } = input;
  const occurrences: Occurrence[] = [];
  const consider = (occurrence: Occurrence) => {
    const dueAt = deferPastQuietHours(occurrence.dueAt, schedule.quietHours, timeZone);
    if (dueAt > from && dueAt <= to && occurrence.expiresAt > to && dueAt < occurrence.expiresAt)
      occurrences.push({ ...occurrence, dueAt });
  };

  // A day before `from`'s day too: quiet hours may carry its reminders past midnight.
  const lastDay = localDateOf(to, timeZone);
  for (let date = addDays(localDateOf(from, timeZone), -1); date <= lastDay; date = addDays(date, 1)) {
    for (const kind of CLOCK_KINDS) {
      const time = clockReminderOn(kind, date, schedule);
      if (time === null) continue;
      const dueAt = instantAt(date, time, timeZone);
      consider({ kind, key: `${kind}:${date}`, dueAt, expiresAt: clockExpiry(kind, date, dueAt, timeZone), localDate: date });
    }
  }

  const fast = input.activeFast;
  if (fast) {
    const start = fast.startTime.getTime();
    const localDate = localDateOf(fast.startTime, timeZone);
    if (schedule.fastTarget.enabled) {
      const dueAt = new Date(start + fast.targetHours * HOUR_MS);
      consider({
        kind: 'fastTarget',
        key: `fastTarget:${fast.id}`,
        dueAt,
        expiresAt: new Date(dueAt.getTime() + FAST_TARGET_GRACE_MS),
        localDate,
        fastId: fast.id,
      });
    }
    if (schedule.fastingStage.enabled) {
      for (const stage of FASTING_STAGES) {
        if (stage.fromHours === 0) continue;
        consider({
          kind: 'fastingStage',
          key: `fastingStage:${fast.id}:${stage.fromHours}`,
          dueAt: new Date(start + stage.fromHours * HOUR_MS),
          // Telling someone they reached a stage they have already left helps no one.
          expiresAt: new Date(start + stage.toHours * HOUR_MS),
          localDate,
          fastId: fast.id,
          stageHours: stage.fromHours,
        });
      }
    }
  }
  return occurrences.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}

/** Delay before the next try after `attempts` failed ones: 30 s doubling, at most 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/** Tries before a delivery is given up (about two hours of back-off). */
export const MAX_DELIVERY_ATTEMPTS = 8;

export type MessageDetails = { targetHours?: number; stageHours?: number; checklistPercent?: number };

/** What a reminder says; `path` is the page the notification opens. */
export function reminderMessage(kind: ReminderKind, details: MessageDetails = {}): ReminderMessage {
  switch (kind) {
    case 'fastTarget': {
      const hours = details.targetHours ?? 16;
      return {
        title: 'Fast target reached',
        body: `You have fasted ${hours} hours (${fastingProtocolLabel(hours)}). End your fast when you are ready.`,
        path: '/fasting',
      };
    }
    case 'fastingStage': {
      const stage = FASTING_STAGES.find((candidate) => candidate.fromHours === details.stageHours) ?? FASTING_STAGES[1]!;
      return { title: `${stage.name} reached`, body: `${stage.fromHours} hours in: ${stage.benefits[0] ?? ''}`.trim(), path: '/fasting' };
    }
    case 'morningThirty':
      return {
        title: 'Morning 30-30-30',
        body: '30 g of protein within 30 minutes of waking, then 30 minutes of easy movement.',
        path: '/thirty-thirty-thirty',
      };
    case 'coldSession':
      return { title: 'Cold session', body: 'Time for your cold session. Log it when you are done.', path: '/cold-exposure' };
    case 'dailyChecklist':
      return {
        title: 'Daily checklist',
        body: `Today's checklist is at ${details.checklistPercent ?? 0} %. A few items are still open.`,
        path: '/daily-checklist',
      };
    case 'logBiometrics':
      return { title: 'Log biometrics', body: 'Take a minute to log your readings.', path: '/biometrics' };
  }
}

/** The test message of "Send a test". */
export const TEST_MESSAGE: ReminderMessage = {
  title: 'Ultimate Human test',
  body: 'Reminders reach you here.',
  path: '/settings',
};
