import { addDays, localDateOf, type LocalDate } from '../common/calendar.logic';
import { deferPastQuietHours, instantAt } from '../reminders/reminders.logic';
import type { ReminderSchedule } from '../reminders/reminders.schema';
import { isScheduled } from './day-state.logic';
import type { ProtocolSchedule, ScheduleAnchor } from './protocol-document.schema';
import type { ProtocolReminder } from './protocol-reminder.schema';

/**
 * When an own protocol's reminder falls due (docs/protocols.md, "Reminders"). Pure, like the
 * built-in reminders' rules: the scheduler passes the clock, the wake-ups and the running fast in.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A protocol's reminder on one local day, keyed so it is planned and sent once per day. */
export type ProtocolOccurrence = {
  key: string;
  protocolId: number;
  localDate: LocalDate;
  dueAt: Date;
  /** A clock-time reminder is about its day (until midnight); an anchored one about the anchor's window. */
  expiresAt: Date;
};

/** What the anchors are measured from. */
export type AnchorFacts = {
  /** Per local day, that day's wake-up as a wearable told it (the latest one, if several). */
  wokeAt: ReadonlyMap<LocalDate, Date>;
  /** The person's usual wake time ("07:00"), for days no wearable told; null if they have not set it. */
  usualWakeTime: string | null;
  /** The person's running fast, if any: its start, and its end once the target is reached. */
  activeFast: { startTime: Date; targetHours: number } | null;
};

export const protocolReminderKey = (protocolId: number, date: LocalDate) => `protocol:${protocolId}:${date}`;

/** Whether the reminder needs a clock time: the schedule has no anchor, or one no clock knows (sleep). */
export function reminderNeedsTime(schedule: ProtocolSchedule): boolean {
  return !schedule.anchor || schedule.anchor.event === 'sleep';
}

/** The day's wake-up: the wearable's if one was told, else the usual wake time; null when neither is known. */
export function wakeUpOn(date: LocalDate, facts: Pick<AnchorFacts, 'wokeAt' | 'usualWakeTime'>, timeZone: string): Date | null {
  const told = facts.wokeAt.get(date);
  if (told) return told;
  return facts.usualWakeTime ? instantAt(date, facts.usualWakeTime, timeZone) : null;
}

/** The instant the anchor's window opens, with the day it belongs to; null when it cannot be known. */
function anchoredOn(
  date: LocalDate,
  anchor: ScheduleAnchor,
  facts: AnchorFacts,
  timeZone: string,
): { dueAt: Date; expiresAt: Date } | null {
  let event: Date | null = null;
  if (anchor.event === 'wake') event = wakeUpOn(date, facts, timeZone);
  else if (anchor.event === 'fast_start' || anchor.event === 'fast_end') {
    const fast = facts.activeFast;
    if (!fast) return null;
    event = anchor.event === 'fast_start' ? fast.startTime : new Date(fast.startTime.getTime() + fast.targetHours * HOUR_MS);
  }
  if (!event) return null;
  const dueAt = new Date(event.getTime() + anchor.offsetMinutes * MINUTE_MS);
  // A fast's moment falls on one day only: the day its window opens.
  if (anchor.event !== 'wake' && localDateOf(dueAt, timeZone) !== date) return null;
  return { dueAt, expiresAt: new Date(dueAt.getTime() + anchor.windowMinutes * MINUTE_MS) };
}

/** When the reminder falls on `date`, before quiet hours: null on a day the schedule does not ask for. */
export function protocolReminderOn(
  date: LocalDate,
  schedule: ProtocolSchedule,
  reminder: ProtocolReminder,
  facts: AnchorFacts,
  timeZone: string,
): { dueAt: Date; expiresAt: Date } | null {
  if (!reminder.enabled || !isScheduled(schedule, date)) return null;
  if (reminder.time !== null) {
    // Like the daily checklist: about that day, worth a word until it ends.
    return { dueAt: instantAt(date, reminder.time, timeZone), expiresAt: instantAt(addDays(date, 1), '00:00', timeZone) };
  }
  if (reminderNeedsTime(schedule) || !schedule.anchor) return null;
  return anchoredOn(date, schedule.anchor, facts, timeZone);
}

/**
 * The protocol's reminders due in (from, to] that are still worth sending at `to`. Quiet hours move
 * one to their end; one that would then arrive after its window (or after midnight) is left out.
 * Whether the day still asks for it (done, skipped, paused, the n-in-m target met) is judged when
 * it is sent.
 */
export function dueProtocolReminders(input: {
  protocolId: number;
  schedule: ProtocolSchedule;
  reminder: ProtocolReminder;
  facts: AnchorFacts;
  quietHours: ReminderSchedule['quietHours'];
  timeZone: string;
  from: Date;
  to: Date;
}): ProtocolOccurrence[] {
  const { protocolId, schedule, reminder, facts, quietHours, timeZone, from, to } = input;
  const occurrences: ProtocolOccurrence[] = [];
  const lastDay = localDateOf(to, timeZone);
  // A day before `from`'s day too: quiet hours may carry its reminder past midnight.
  for (let date = addDays(localDateOf(from, timeZone), -1); date <= lastDay; date = addDays(date, 1)) {
    const planned = protocolReminderOn(date, schedule, reminder, facts, timeZone);
    if (!planned) continue;
    const dueAt = deferPastQuietHours(planned.dueAt, quietHours, timeZone);
    if (dueAt > from && dueAt <= to && planned.expiresAt > to && dueAt < planned.expiresAt) {
      occurrences.push({ key: protocolReminderKey(protocolId, date), protocolId, localDate: date, dueAt, expiresAt: planned.expiresAt });
    }
  }
  return occurrences;
}
