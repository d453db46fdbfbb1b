import type { ReminderPorts } from './features/reminders/reminder-ports';
import { readOwnProtocolDays } from './own-protocol-days';

/** Reminders read own protocols' day states through the custom-protocols feature's reading. */
export const reminderPorts: ReminderPorts = {
  protocolDayStates: async (db, protocol, range) => {
    const days = await readOwnProtocolDays(db, protocol.userId, protocol.id, range);
    return days && new Map(days.map((day) => [day.date, day.state]));
  },
};
