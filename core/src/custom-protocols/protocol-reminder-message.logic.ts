import { addDays, type LocalDate } from '../common/calendar.logic';
import type { ReminderMessage } from '../reminders/reminders.schema';
import type { DayState, ProtocolSchedule, ScheduleAnchor } from './protocol-document.schema';

/** "30 min", "2 h", "1 h 15 min". */
function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const EVENT_WORDS: Record<ScheduleAnchor['event'], { at: string; after: string; before: string }> = {
  wake: { at: 'when you wake', after: 'after you wake', before: 'before you wake' },
  sleep: { at: 'at bedtime', after: 'after bedtime', before: 'before bed' },
  fast_start: { at: 'when your fast starts', after: 'after your fast starts', before: 'before your fast starts' },
  fast_end: { at: 'when your fast ends', after: 'after your fast ends', before: 'before your fast ends' },
};

/** Where an anchored reminder falls, in words: "30 min after you wake", "when your fast ends". */
export function anchorPhrase(anchor: Pick<ScheduleAnchor, 'event' | 'offsetMinutes'>): string {
  const words = EVENT_WORDS[anchor.event];
  if (anchor.offsetMinutes === 0) return words.at;
  return `${duration(Math.abs(anchor.offsetMinutes))} ${anchor.offsetMinutes > 0 ? words.after : words.before}`;
}

/** Done days among the `days` days ending on `date` (the n-in-m window the reminder looks at). */
export function doneInWindow(states: ReadonlyMap<LocalDate, DayState>, date: LocalDate, days: number): number {
  let done = 0;
  for (let back = 0; back < days; back++) if (states.get(addDays(date, -back)) === 'done') done += 1;
  return done;
}

/**
 * Whether the day still asks for the protocol (docs/protocols.md, "Reminders"): not when it is done,
 * skipped or paused, nor, for `times` in `days`, when the `days` days ending on it already hold
 * `times` done days (the target is met; resting is the plan).
 */
export function dayStillAsks(schedule: ProtocolSchedule, states: ReadonlyMap<LocalDate, DayState>, date: LocalDate): boolean {
  const state = states.get(date);
  if (state === 'done' || state === 'skipped' || state === 'paused') return false;
  if (schedule.kind === 'frequency') return doneInWindow(states, date, schedule.days) < schedule.times;
  return true;
}

/** What an own protocol's reminder says; it opens the protocol's page. */
export function protocolReminderMessage(input: {
  protocolId: number;
  title: string;
  schedule: ProtocolSchedule;
  anchored: boolean;
  /** For `times` in `days`: the done days in the window ending today. */
  done?: number;
}): ReminderMessage {
  const { schedule } = input;
  const when = input.anchored && schedule.anchor ? `Now: ${anchorPhrase(schedule.anchor)}.` : 'Time for it today.';
  const body =
    schedule.kind === 'frequency' && schedule.times < schedule.days
      ? `${when} ${input.done ?? 0} of ${schedule.times} done in the last ${schedule.days} days: one today keeps your ${schedule.times}-in-${schedule.days} going.`
      : `${when} Log it when you are done.`;
  return { title: input.title, body, path: `/protocols/${input.protocolId}` };
}
