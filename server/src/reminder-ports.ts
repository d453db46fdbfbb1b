import type { ReminderPorts } from './features/reminders/reminder-ports';
import { readExperimentDay, readRunningExperimentDays } from './features/experiments/experiment-reminder-days';
import { insightsPorts } from './insights-ports';
import { readOwnProtocolDays } from './own-protocol-days';

/**
 * Reminders read own protocols' day states through the custom-protocols feature's reading, and
 * experiments' days through the experiments feature's (its habit named from the person's protocols).
 */
export const reminderPorts: ReminderPorts = {
  protocolDayStates: async (db, protocol, range) => {
    const days = await readOwnProtocolDays(db, protocol.userId, protocol.id, range);
    return days && new Map(days.map((day) => [day.date, day.state]));
  },
  experimentRunningDays: readRunningExperimentDays,
  experimentDay: (db, ref) => readExperimentDay(db, insightsPorts, ref),
};
