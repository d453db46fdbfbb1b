import type { OwnProtocolsInput } from '@uh/core/chat/chat-grounding-own-protocols.logic';
import type { LocalDate } from '@uh/core/common/calendar.logic';
import type { AppliedWrite, ToolPlan } from '@uh/core/coach-tools/tool-plan.schema';
import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { Database } from '../../db/client';
import type { ProtocolOwner } from '../../lib/protocol-completion';

/**
 * What the coach reads from other features, bound once in server/src/chat-ports.ts. Only the
 * person's own records: `userId` comes from the session.
 */
export type ChatPorts = {
  /** The person's protocols that are not archived, in their order: the first `max`, with their days in `range`. */
  ownProtocols: (db: Database, userId: number, range: { from: LocalDate; to: LocalDate }, max: number) => Promise<OwnProtocolsInput>;
  /** The person's own protocols, for a model's call that logs on one of them. */
  listProtocols: (db: Database, userId: number) => Promise<CustomProtocol[]>;
  /** Writes a confirmed draft's plan, and takes such a write back (bound in server/src/tool-writes.ts). */
  writePlan: WriteToolPlan;
  undoWrite: UndoWrite;
};

/**
 * Takes back what a confirmed plan wrote, on the connection given (the undo's transaction): a log
 * it created is deleted, protein or exercise it added is taken off, a fast it ended runs again, a
 * tick goes back to what it was. Answers how to announce it once committed.
 */
export type UndoWrite = (db: Database, owner: ProtocolOwner, written: AppliedWrite) => Promise<Pick<PlanWritten, 'announce'>>;

/** What a confirmed plan wrote (null: nothing was left to add), and how to announce it once committed. */
export type PlanWritten = { written: AppliedWrite | null; announce: (db: Database) => Promise<void> };

/**
 * Writes one confirmed plan on the connection given (the confirm's transaction), through the
 * protocols' own services. A refusal (no fast running to end) throws and the transaction writes nothing.
 */
export type WriteToolPlan = (db: Database, owner: ProtocolOwner, plan: ToolPlan, at: Date) => Promise<PlanWritten>;
