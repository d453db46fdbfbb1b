import type { DeletedLog, ListQuery } from '@uh/core/protocols/protocols.schema';
import type { EventDeps } from './app-events';
import type { ProtocolOwner } from './protocol-completion';

/**
 * What every tracker does with its owner's logs: the routes, the voice journal, the coach's tools
 * and the demo sample all call it through this one shape.
 */
export type LogService<Log, Create, Patch> = {
  list: (deps: Pick<EventDeps, 'db'>, owner: ProtocolOwner, query: ListQuery) => Promise<Log[]>;
  /** `now` is when a log without a time of its own is stored. */
  create: (deps: EventDeps, owner: ProtocolOwner, input: Create, now?: Date) => Promise<Log>;
  /** `now` bounds the times a correction may give (a fast cannot end in the future). */
  patch: (deps: EventDeps, owner: ProtocolOwner, id: number, patch: Patch, now?: Date) => Promise<Log>;
  /** Deletes a log; Undo (the deleted-logs feature) can bring it back. */
  remove: (deps: EventDeps, owner: ProtocolOwner, id: number) => Promise<DeletedLog>;
};
