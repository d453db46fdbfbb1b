import type { LocalDate } from '@uh/core/common/calendar.logic';
import type { CustomEntry, CustomEntryCreate } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { OwnProtocol } from '@uh/core/voice-journal/protocol-entries.schema';
import type { JournalEntryType } from '@uh/core/voice-journal/voice-journal.schema';
import type { Database } from '../../db/client';
import type { AppEventBus, EventDeps } from '../../lib/app-events';
import type { TrackerLogWrites } from '../../lib/tracker-logs';

/**
 * What the journal asks of other features, each on the connection it is given (the entry's
 * transaction): an entry with protocol data writes the protocol's own log through the protocol's
 * own service, so its rules (units, completion, the checklist) hold unchanged (docs/decisions/0014).
 * Bound once, in server/src/journal-ports.ts.
 */
export type JournalPorts = {
  logs: TrackerLogWrites;
  /** The person's own protocols: the ones a note is read against, and their entries' write (checked as over HTTP). */
  customProtocols: {
    active: (db: Database, userId: number) => Promise<OwnProtocol[]>;
    /** Raises `protocolEntry.created` on the bus it is given: the journal holds those until the entry commits. */
    createEntry: (deps: EventDeps, userId: number, protocolId: number, input: CustomEntryCreate) => Promise<CustomEntry>;
    /** Answers the deleted value whole; 404 when it, or its protocol, is gone or another person's. */
    deleteEntry: (db: Database, userId: number, protocolId: number, entryId: number) => Promise<CustomEntry>;
  };
  /** The app's own bus (webhooks listen), told what an entry wrote once its transaction has committed. */
  announce: AppEventBus;
  /** Keeps the journal's checklist items on a local day in step with that day's entries. */
  syncJournalDay: (
    db: Database,
    userId: number,
    day: LocalDate,
    types: readonly JournalEntryType[],
    change: 'logged' | 'changed',
  ) => Promise<void>;
};

/** A journal write's connection and the ports it writes other features' records through. */
export type JournalDeps = { db: Database; ports: JournalPorts };
