// How a protocol's logs are stored, as its registry entry declares it; the server builds its
// completion and first-day SQL from these (server/src/lib/protocol-completion.ts).

/**
 * When a log counts as a completion, read from its own columns: a true boolean `column` (and, with
 * `alsoSet`, that other column not null), or a number column at or above `value`.
 */
export type DoneRule = { column: string; alsoSet?: string } | { atLeast: { column: string; value: number } };

/** Where a protocol's logs are kept. */
export type ProtocolStorage = {
  /** The SQL table of its logs; every one has `user_id` and `local_day`. */
  table: string;
  /**
   * Only logs the person typed in show they were active on a day (`wearable_source = 'manual'` and
   * not `imported`), not a wearable's sync or an import.
   */
  ownEntriesOnly?: boolean;
};

/** Where a tracked protocol's logs are kept, and how its completions and first day are read. */
export type TrackedStorage = ProtocolStorage & {
  /** When one of its logs completes the day it is stored on. */
  done: DoneRule;
  /**
   * The day its logging started: the first log's `local_day`, or (`startTimeInZone`, a fast) the
   * day its first log started, in the zone it was logged in.
   */
  firstDay: 'localDay' | 'startTimeInZone';
};
