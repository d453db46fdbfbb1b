import type { LocalDate } from '@uh/core/common/calendar.logic';
import type { CustomDay } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { Database } from './db/client';
import { readDays } from './features/custom-protocols/custom-protocol-days.service';
import { liveProtocol } from './features/custom-protocols/custom-protocols.storage';
import { HttpError } from './lib/http-error';

/**
 * One of the person's own protocols' days, read by the service its pages read through; null when it
 * is not (or no longer) theirs. Other features reach own protocols' days only through this.
 */
export async function readOwnProtocolDays(
  db: Database,
  userId: number,
  protocolId: number,
  range: { from: LocalDate; to: LocalDate },
): Promise<CustomDay[] | null> {
  try {
    return (await readDays(db, await liveProtocol(db, userId, protocolId), range)).days;
  } catch (error) {
    // Deleted meanwhile: it simply has no days any more.
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}
