import type { LocalDate } from '@uh/core/common/calendar.logic';
import type { DayState } from '@uh/core/custom-protocols/protocol-document.schema';
import type { ExperimentDay, HabitWords } from '@uh/core/experiments/experiment-day-words.logic';
import type { ExperimentRunningDays } from '@uh/core/reminders/experiment-reminder.logic';
import type { Database } from '../../db/client';
import type { ReminderSender } from './reminder-sender';

/**
 * The states of one of the person's own protocols from `from` to `to`, as its pages show them;
 * null once it is no longer theirs. Bound in server/src/reminder-ports.ts to the custom-protocols
 * feature's own reading, so a day's state is worked out one way only.
 */
export type ProtocolDayStates = (
  db: Database,
  protocol: { id: number; userId: number },
  range: { from: LocalDate; to: LocalDate },
) => Promise<ReadonlyMap<LocalDate, DayState> | null>;

/**
 * The running days from `from` to `to` of the experiments of these people (everyone's without
 * `userIds`): days before the start, after the plan and from the day one was stopped left out.
 * Bound to the experiments feature's own reading of its plans.
 */
export type ExperimentRunningDaysOf = (
  db: Database,
  scope: { userIds?: readonly number[]; from: LocalDate; to: LocalDate },
) => Promise<(ExperimentRunningDays & { userId: number })[]>;

/**
 * One day of one of the person's experiments with the habit's name as the experiment names it;
 * null when that day no longer runs (stopped, deleted, not in the plan).
 */
export type ExperimentDayOf = (
  db: Database,
  ref: { userId: number; experimentId: number; day: LocalDate },
) => Promise<(ExperimentDay & { habit: HabitWords }) | null>;

/** What reminders read from other features. */
export type ReminderPorts = {
  protocolDayStates: ProtocolDayStates;
  experimentRunningDays: ExperimentRunningDaysOf;
  experimentDay: ExperimentDayOf;
};

/** What a round works with: the database, the channels' sender and the other features' reads. */
export type ReminderRoundDeps = { db: Database; sender: ReminderSender; ports: ReminderPorts };
