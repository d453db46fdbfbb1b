import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import type { LocalDate } from '@uh/core/common/calendar.logic';
import type { CustomEntry } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import type { ProtocolKey } from '@uh/core/progress/progress.logic';
import type { ProtocolLog } from '@uh/core/protocols/protocol-log-schemas';
import type { LogKind } from '@uh/core/protocols/protocols.schema';
import type { WebhookEventData } from '@uh/core/webhooks/webhook-events.schema';
import type { Database } from '../db/client';

/**
 * Who changed what, and on which connection: a subscriber that writes uses the same one, so a
 * change made inside a transaction (a journal entry) commits or rolls back with what follows from it.
 */
type Change = { db: Database; userId: number };

/** A counted protocol's log as the API answers it, with the protocol it belongs to (one arm per registry entry). */
export type ProtocolRecord = { [K in ProtocolKey]: { kind: K; log: ProtocolLog<K> } }[ProtocolKey];

/** One of the person's own protocols (docs/protocols.md): its stored id, and the id and title its document gives it. */
export type OwnProtocolRef = { id: number; documentId: string; title: string };

/**
 * What one server feature tells the others. Days are the person's local days of the logs
 * (docs/decisions/0011): `countedOn` is the day a log counted as a completion before the change,
 * `countsOn` the day it counts on now (null: not a completion), which is what the checklist follows.
 */
export type AppEvents = {
  /** A protocol log was stored (created, or written by a journal entry). */
  'log.created': Change & ProtocolRecord & { id: number; countsOn: LocalDate | null };
  /** A protocol log was corrected, ended, reopened or marked completed. */
  'log.changed': Change & { kind: ProtocolKey; id: number; countedOn: LocalDate | null; countsOn: LocalDate | null };
  /** A protocol log was deleted (Undo can bring it back). */
  'log.deleted': Change & { kind: ProtocolKey; id: number; countedOn: LocalDate | null };
  /** A deleted log of any kind came back as it was, on its own local day. */
  'log.restored': Change & { kind: LogKind; id: number; localDay: LocalDate | null };
  /** A fast began. */
  'fast.started': Change & { fast: FastingLog };
  /** A write set a fast's end (ending it, or correcting when it ended). */
  'fast.ended': Change & { fast: FastingLog };
  /** A biometric reading was stored. */
  'biometrics.created': Change & { reading: BiometricLog };
  /** Some items of a day's checklist were set (by hand or following the logs); `isComplete`: every item is ticked now. */
  'checklist.changed': Change & { date: LocalDate; isComplete: boolean };
  /** A value was logged on one of the person's own protocols, for the component the document names. */
  'protocolEntry.created': Change & { protocol: OwnProtocolRef; component: { id: string; label: string }; entry: CustomEntry };
  /**
   * A day of one of the person's own protocols was marked skipped (or its reason changed).
   * `markId` is the stored mark: the same while the day stays skipped, a new one after an unskip.
   */
  'protocolDay.skipped': Change & { protocol: OwnProtocolRef; date: LocalDate; reason: string | null; markId: number };
  /** An experiment ended (its plan ran out, its rule stopped it, or the person did) and its result was worked out: raised once. */
  'experiment.finished': Change & WebhookEventData<'experiment.finished'>;
};

export type AppEventName = keyof AppEvents;
export type AppEventHandler<N extends AppEventName> = (payload: AppEvents[N]) => void | Promise<void>;

/** Subscribe with `on`, raise with `emit`. */
export type AppEventBus = {
  on<N extends AppEventName>(name: N, handler: AppEventHandler<N>): void;
  emit<N extends AppEventName>(name: N, payload: AppEvents[N]): Promise<void>;
};

/** What a service that raises events is given: its connection and where its events go. */
export type EventDeps = { db: Database; events: AppEventBus };

/**
 * A typed bus whose `emit` awaits each subscriber in the order they subscribed, so whatever
 * follows from a write (the checklist's ticks) is done before the request answers. A subscriber
 * that fails fails the emit, as a failed checklist sync failed the write before; a subscriber whose
 * work may fail without failing the write (queueing webhooks) catches and logs its own errors.
 * Node's EventEmitter calls listeners without awaiting them, hence this small wrapper.
 */
export function createAppEvents(): AppEventBus {
  const handlers = new Map<AppEventName, AppEventHandler<never>[]>();
  return {
    on(name, handler) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler as AppEventHandler<never>]);
    },
    async emit(name, payload) {
      for (const handler of handlers.get(name) ?? []) await (handler as AppEventHandler<typeof name>)(payload);
    },
  };
}

/**
 * A bus that only keeps what is emitted on it, for a write in a transaction: once the transaction
 * has committed, `tell` raises each event on the app's bus (the checklist, webhooks), on the app's
 * own connection. A rolled-back write is then never announced.
 */
export function heldEvents() {
  const held: { name: AppEventName; payload: AppEvents[AppEventName] }[] = [];
  const events: AppEventBus = {
    on() {
      throw new Error('A held bus has no subscribers: tell the app’s bus instead');
    },
    async emit(name, payload) {
      held.push({ name, payload });
    },
  };
  return {
    events,
    async tell(bus: AppEventBus, db: Database) {
      for (const { name, payload } of held) await bus.emit(name, { ...payload, db } as never);
    },
  };
}
