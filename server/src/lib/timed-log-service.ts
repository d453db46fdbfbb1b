import { localDateOf, type LocalDate } from '@uh/core/common/calendar.logic';
import type { LogKind } from '@uh/core/protocols/protocols.schema';
import type { EventDeps, ProtocolRecord } from './app-events';
import { deleteLog } from './deleted-logs';
import { notFound } from './http-error';
import type { LogService } from './log-service';
import type { LogStorage } from './log-storage';
import type { ProtocolOwner } from './protocol-completion';

/** The columns every timed log keeps: the local day follows the time, in the zone it was logged in. */
type TimedRow = { userId: number; timestamp: Date; timeZone: string; localDay: LocalDate };

/** What the other features hear of a tracker's writes. */
export type LogAnnouncements<Row, Log> = {
  created: (deps: EventDeps, owner: ProtocolOwner, row: Row, log: Log) => Promise<void>;
  changed?: (deps: EventDeps, owner: ProtocolOwner, before: Row, after: Row) => Promise<void>;
  deleted?: (deps: EventDeps, owner: ProtocolOwner, row: Row & { id: number }) => Promise<void>;
};

/** A tracker's own rules over its storage: the columns its input and corrections set, and its messages. */
export type TimedLogRules<Row extends TimedRow, Log, Create, Patch> = {
  storage: LogStorage<Row>;
  logKind: LogKind;
  /** The 404 message: 'Cold exposure log not found'. */
  notFound: string;
  toLog: (row: Row) => Log;
  /** The columns of a new log beyond its owner, time and day. */
  newColumns: (input: Create) => Partial<Row>;
  /** The columns a correction sets; throws a 400 when the corrected log would break a rule. */
  changedColumns: (row: Row, patch: Patch) => Partial<Row>;
  announce: LogAnnouncements<Row, Log>;
};

/**
 * The service of a log that happens at one time (a session, a reading): created at its time or now,
 * counted on its local day in the zone in force when it was logged, corrected and moved to the day
 * a new time falls on, deleted for Undo.
 */
export function timedLogService<
  Row extends TimedRow & { id: number },
  Log,
  Create extends { timestamp?: string },
  Patch extends { timestamp?: string },
>(rules: TimedLogRules<Row, Log, Create, Patch>): LogService<Log, Create, Patch> {
  const { storage, toLog, announce } = rules;
  const ownRow = async (deps: Pick<EventDeps, 'db'>, owner: ProtocolOwner, id: number) => {
    const row = await storage.find(deps.db, owner.id, id);
    if (!row) throw notFound(rules.notFound);
    return row;
  };
  return {
    list: async ({ db }, owner, query) => (await storage.page(db, owner.id, query)).map(toLog),
    create: async (deps, owner, input, now = new Date()) => {
      const timestamp = input.timestamp ? new Date(input.timestamp) : now;
      const stamped = { userId: owner.id, timestamp, timeZone: owner.timeZone, localDay: localDateOf(timestamp, owner.timeZone) };
      const row = await storage.insert(deps.db, { ...rules.newColumns(input), ...stamped } as Partial<Row>);
      const log = toLog(row);
      await announce.created(deps, owner, row, log);
      return log;
    },
    patch: async (deps, owner, id, patch) => {
      const row = await ownRow(deps, owner, id);
      const timestamp = patch.timestamp ? new Date(patch.timestamp) : row.timestamp;
      const moved = { timestamp, localDay: localDateOf(timestamp, row.timeZone) };
      const updated = await storage.update(deps.db, owner.id, id, { ...rules.changedColumns(row, patch), ...moved } as Partial<Row>);
      await announce.changed?.(deps, owner, row, updated);
      return toLog(updated);
    },
    remove: async (deps, owner, id) => {
      const row = await ownRow(deps, owner, id);
      const undoId = await deleteLog(deps.db, rules.logKind, owner.id, id);
      if (undoId === null) throw notFound(rules.notFound);
      await announce.deleted?.(deps, owner, row);
      return { undoId };
    },
  };
}

/**
 * The announcements of a tracker counted in progress: each write names the day the log counted on
 * before and counts on now, which the checklist follows and the webhooks report.
 */
export function completionAnnouncements<Logged extends ProtocolRecord, Row extends { id: number }>(
  kind: Logged['kind'],
  countsOn: (row: Row) => LocalDate | null,
): LogAnnouncements<Row, Logged['log']> {
  return {
    created: ({ db, events }, owner, row, log) =>
      events.emit('log.created', { db, userId: owner.id, kind, log, id: row.id, countsOn: countsOn(row) } as Parameters<
        typeof events.emit<'log.created'>
      >[1]),
    changed: ({ db, events }, owner, before, after) =>
      events.emit('log.changed', { db, userId: owner.id, kind, id: before.id, countedOn: countsOn(before), countsOn: countsOn(after) }),
    deleted: ({ db, events }, owner, row) =>
      events.emit('log.deleted', { db, userId: owner.id, kind, id: row.id, countedOn: countsOn(row) }),
  };
}
