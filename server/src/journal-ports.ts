import { syncJournalDay } from './features/checklist/checklist.service';
import { subscribeChecklist } from './features/checklist/checklist.subscriptions';
import { createEntry, deleteEntry } from './features/custom-protocols/custom-protocol-entries.service';
import { listProtocols } from './features/custom-protocols/custom-protocols.service';
import type { JournalPorts } from './features/voice-journal/journal-ports';
import { type AppEventBus, createAppEvents } from './lib/app-events';
import { trackerLogWrites } from './trackers';

/**
 * The voice journal's writes into the protocol features, bound to their services once. Their events
 * go to a bus of their own on which only the checklist listens: it follows on the entry's
 * transaction, whereas webhooks are queued outside any transaction and could announce a log the
 * entry's rollback then takes back. What an entry wrote on the person's own protocols is told on
 * the app's bus (`appEvents`) once the entry has committed.
 */
export function journalPorts(appEvents: AppEventBus): JournalPorts {
  const events = createAppEvents();
  subscribeChecklist(events);
  return {
    logs: trackerLogWrites(events),
    customProtocols: {
      // Archived protocols still take entries over HTTP, but a note is only read against live ones.
      active: async (db, userId) =>
        (await listProtocols(db, userId)).filter((protocol) => !protocol.archived).map(({ id, document }) => ({ id, document })),
      createEntry,
      deleteEntry,
    },
    announce: appEvents,
    syncJournalDay,
  };
}
