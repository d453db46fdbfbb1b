import { addDays, type LocalDate } from '../common/calendar.logic';
import type { LogKind } from '../protocols/protocol-registry';
import type { ReminderKind, ReminderSchedule } from './reminders.schema';

/** The logs that answer a reminder: once one is there, the reminder has nothing left to ask. */
export type DoneLog = Extract<LogKind, 'thirtyThirtyThirty' | 'coldExposure' | 'biometrics'>;

/** A log of this kind on a local day from `from` to `to` (both included) means the reminder is done. */
export type DoneCheck = { log: DoneLog; from: LocalDate; to: LocalDate };

/**
 * What would make the reminder for `date` pointless (docs/reminders.md): that day's 30-30-30 or
 * cold session logged, a reading logged that day (for a weekly reminder, in the seven days up to
 * it). Null for reminders answered otherwise: the fast's end, the checklist's percentage.
 */
export function doneCheckFor(kind: ReminderKind, date: LocalDate, schedule: ReminderSchedule): DoneCheck | null {
  switch (kind) {
    case 'morningThirty':
      return { log: 'thirtyThirtyThirty', from: date, to: date };
    case 'coldSession':
      return { log: 'coldExposure', from: date, to: date };
    case 'logBiometrics':
      return { log: 'biometrics', from: schedule.logBiometrics.frequency === 'weekly' ? addDays(date, -6) : date, to: date };
    default:
      return null;
  }
}
