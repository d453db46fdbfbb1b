import type { OwnProtocolsInput } from '@uh/core/chat/chat-grounding-own-protocols.logic';
import type { LocalDate } from '@uh/core/common/calendar.logic';
import type { Database } from '../../db/client';

/**
 * What the coach reads from other features, bound once in server/src/chat-ports.ts. Only the
 * person's own records: `userId` comes from the session.
 */
export type ChatPorts = {
  /** The person's protocols that are not archived, in their order: the first `max`, with their days in `range`. */
  ownProtocols: (db: Database, userId: number, range: { from: LocalDate; to: LocalDate }, max: number) => Promise<OwnProtocolsInput>;
};
