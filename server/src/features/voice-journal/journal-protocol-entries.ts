import type { LocalDate } from '@uh/core/common/calendar.logic';
import type { CustomEntry } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { ProtocolEntryCreatedLog } from '@uh/core/voice-journal/journal.schema';
import { protocolValueSummary } from '@uh/core/voice-journal/protocol-entries.logic';
import type { ProtocolEntryWrite } from '@uh/core/voice-journal/protocol-entries.schema';
import type { Database } from '../../db/client';
import { type AppEventBus, type AppEvents, createAppEvents } from '../../lib/app-events';
import { HttpError } from '../../lib/http-error';
import type { JournalDeps } from './journal-ports';

type EntryWritten = AppEvents['protocolEntry.created'];

/**
 * The `protocolEntry.created` events of an entry's values, held while its transaction runs and told
 * to the app's bus once it has committed: webhooks queue outside the transaction, and must not
 * announce a value the entry's rollback takes back.
 */
export function heldEntryEvents() {
  const held: EntryWritten[] = [];
  const events = createAppEvents();
  events.on('protocolEntry.created', (written) => {
    held.push(written);
  });
  return {
    events,
    /** Once the entry is saved: one event per value, on the app's own connection. */
    async tell(bus: AppEventBus, db: Database) {
      for (const written of held) await bus.emit('protocolEntry.created', { ...written, db });
    },
  };
}

const isNotFound = (error: unknown) => error instanceof HttpError && error.statusCode === 404;

/**
 * Logs the values a reviewed note gives the person's own protocols, on the entry's local day with
 * source `voice`, through the protocols' own write (its checks are the HTTP route's), its events
 * raised on `events`. Called in the entry's transaction: a refused value refuses the whole entry, its
 * message naming the value. A protocol not found (deleted, or not the caller's) is a wrong field of
 * this request, hence 400. Answers what the entry records of each value, to undo it on delete.
 */
export async function logProtocolEntries(
  { db, ports }: JournalDeps,
  events: AppEventBus,
  userId: number,
  entries: readonly ProtocolEntryWrite[],
  day: LocalDate,
): Promise<ProtocolEntryCreatedLog[]> {
  const written: CustomEntry[] = [];
  for (const [index, entry] of entries.entries()) {
    try {
      written.push(
        await ports.customProtocols.createEntry({ db, events }, userId, entry.protocolId, {
          componentId: entry.componentId,
          date: day,
          value: entry.value,
          source: 'voice',
        }),
      );
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      const field = error.statusCode === 404 ? `protocolEntries.${index}.protocolId` : `protocolEntries.${index}`;
      throw new HttpError(error.statusCode === 404 ? 400 : error.statusCode, `${field}: ${error.message}`);
    }
  }
  if (written.length === 0) return [];
  const protocols = await ports.customProtocols.active(db, userId);
  return written.map((entry, index) => {
    const document = protocols.find((protocol) => protocol.id === entry.protocolId)?.document;
    const component = document?.components.find((candidate) => candidate.id === entry.componentId);
    // An archived protocol takes values too; the review step's own line names it then.
    const summary =
      document && component && entry.value !== null
        ? protocolValueSummary(document, component, entry.value)
        : (entries[index]!.summary ?? `${entry.componentId}: ${entry.value}`);
    return { kind: 'customProtocolEntry', protocolId: entry.protocolId, entryId: entry.id, summary };
  });
}

/**
 * Deletes the own-protocol values an entry logged, for "also delete the logs": each through the
 * protocols' own delete, so only a value still there, on a protocol still the person's, goes. A value
 * the person corrected since is deleted as well: it is still the one the entry logged.
 */
export async function undoProtocolEntries(
  { db, ports }: JournalDeps,
  userId: number,
  logs: readonly ProtocolEntryCreatedLog[],
): Promise<CustomEntry[]> {
  const deleted: CustomEntry[] = [];
  for (const log of logs) {
    try {
      deleted.push(await ports.customProtocols.deleteEntry(db, userId, log.protocolId, log.entryId));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  return deleted;
}
