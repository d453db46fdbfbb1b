import type { LocalDate } from '@uh/core/common/calendar.logic';
import type { DayState } from '@uh/core/custom-protocols/protocol-document.schema';
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

/** What reminders read from other features. */
export type ReminderPorts = { protocolDayStates: ProtocolDayStates };

/** What a round works with: the database, the channels' sender and the other features' reads. */
export type ReminderRoundDeps = { db: Database; sender: ReminderSender; ports: ReminderPorts };
