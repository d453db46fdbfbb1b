import type { OwnProtocolsInput } from '@uh/core/chat/chat-grounding-own-protocols.logic';
import type { LocalDate } from '@uh/core/common/calendar.logic';
import type { LogPlan } from '@uh/core/voice-journal/journal-logs.logic';
import type { TrackerCreatedLog } from '@uh/core/voice-journal/journal.schema';
import type { Database } from '../../db/client';
import type { ProtocolOwner } from '../../lib/protocol-completion';

/**
 * What the coach reads from other features, bound once in server/src/chat-ports.ts. Only the
 * person's own records: `userId` comes from the session.
 */
export type ChatPorts = {
  /** The person's protocols that are not archived, in their order: the first `max`, with their days in `range`. */
  ownProtocols: (db: Database, userId: number, range: { from: LocalDate; to: LocalDate }, max: number) => Promise<OwnProtocolsInput>;
  /**
   * Writes the log a confirmed draft makes, on the connection given (the confirm's transaction),
   * through the protocols' own services as the voice journal does; null when there was nothing
   * left to add. A refusal (no fast running to end) throws and the transaction writes nothing.
   */
  applyPlan: (db: Database, owner: ProtocolOwner, plan: LogPlan, at: Date) => Promise<TrackerCreatedLog | null>;
};
