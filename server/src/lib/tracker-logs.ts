import type { ProtocolLog, ProtocolLogCreate, ProtocolLogPatch } from '@uh/core/protocols/protocol-log-schemas';
import type { ProtocolId } from '@uh/core/protocols/protocol-registry';
import type { DeletedLog } from '@uh/core/protocols/protocols.schema';
import type { Database } from '../db/client';
import type { AppEventBus } from './app-events';
import type { LogService } from './log-service';
import type { ProtocolOwner } from './protocol-completion';

/** Every protocol's log service, as the features that write other features' logs are given them. */
export type TrackerLogs = { [K in ProtocolId]: LogService<ProtocolLog<K>, ProtocolLogCreate<K>, ProtocolLogPatch<K>> };

/** A log service whose writes use the connection each call gives (a transaction), with its events bound. */
export type LogWritesOn<Log, Create, Patch> = {
  create: (db: Database, owner: ProtocolOwner, input: Create, now?: Date) => Promise<Log>;
  patch: (db: Database, owner: ProtocolOwner, id: number, patch: Patch) => Promise<Log>;
  remove: (db: Database, owner: ProtocolOwner, id: number) => Promise<DeletedLog>;
};

export type TrackerLogWrites = { [K in ProtocolId]: LogWritesOn<ProtocolLog<K>, ProtocolLogCreate<K>, ProtocolLogPatch<K>> };

/** `service`'s writes on the connection of each call, raising their events on `events`. */
export function writesOn<Log, Create, Patch>(
  service: LogService<Log, Create, Patch>,
  events: AppEventBus,
): LogWritesOn<Log, Create, Patch> {
  return {
    create: (db, owner, input, now) => service.create({ db, events }, owner, input, now),
    patch: (db, owner, id, patch) => service.patch({ db, events }, owner, id, patch),
    remove: (db, owner, id) => service.remove({ db, events }, owner, id),
  };
}
