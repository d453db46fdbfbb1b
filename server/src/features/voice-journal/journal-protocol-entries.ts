import type { LocalDate } from '@uh/core/common/calendar.logic';
import type { ProtocolEntryWrite } from '@uh/core/voice-journal/protocol-entries.schema';
import { HttpError } from '../../lib/http-error';
import type { JournalDeps } from './journal-ports';

/**
 * Logs the values a reviewed note gives the person's own protocols, on the entry's local day with
 * source `voice`, through the protocols' own write (its checks are the HTTP route's). Called in the
 * entry's transaction: a refused value refuses the whole entry, its message naming the value. A
 * protocol not found (deleted, or not the caller's) is a wrong field of this request, hence 400.
 */
export async function logProtocolEntries(
  { db, ports }: JournalDeps,
  userId: number,
  entries: readonly ProtocolEntryWrite[],
  day: LocalDate,
): Promise<void> {
  for (const [index, entry] of entries.entries()) {
    try {
      await ports.customProtocols.createEntry(db, userId, entry.protocolId, {
        componentId: entry.componentId,
        date: day,
        value: entry.value,
        source: 'voice',
      });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      const field = error.statusCode === 404 ? `protocolEntries.${index}.protocolId` : `protocolEntries.${index}`;
      throw new HttpError(error.statusCode === 404 ? 400 : error.statusCode, `${field}: ${error.message}`);
    }
  }
}
