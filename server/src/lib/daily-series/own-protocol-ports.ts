import type { LocalDate } from '@uh/core/common/calendar.logic';
import type { DayState, ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import type { Database } from '../../db/client';

/** One of the person's own protocols, deleted ones left out (archived ones kept: a question may name one). */
export type OwnProtocol = { id: number; document: ProtocolDocument; archived: boolean };

/** A day of an own protocol as its days read says it: its state and each component's figure (null: nothing logged). */
export type OwnProtocolDay = { date: LocalDate; state: DayState; figures: Record<string, number | null> };

/**
 * What a day's series reads from the person's own protocols, bound once in server/src/insights-ports.ts
 * to the custom-protocols feature's own reading code, so a day's state is worked out one way only.
 * Only the person's own records: `userId` comes from the session (or a nightly round's claim).
 */
export type OwnProtocolPorts = {
  /** Every protocol the person has not deleted, in their order. */
  ownProtocols: (db: Database, userId: number) => Promise<OwnProtocol[]>;
  /** One protocol's days from `from` to `to`; null when it is not (or no longer) the person's. */
  ownProtocolDays: (
    db: Database,
    userId: number,
    protocolId: number,
    range: { from: LocalDate; to: LocalDate },
  ) => Promise<OwnProtocolDay[] | null>;
};
