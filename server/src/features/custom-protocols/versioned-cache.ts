import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';

/**
 * What was worked out from a protocol's history, kept per range until the history changes: each
 * protocol's counter (migration 0019) moves with every change to what its days are worked out from,
 * so a value kept under an older counter is never answered (docs/decisions/0034, "Reading at scale").
 * The protocols used least recently, and a protocol's ranges asked for least recently, are dropped first.
 */
export function versionedCache<T>(limits: { protocols: number; rangesPerProtocol: number }) {
  type Kept = { version: number; values: Map<string, T> };
  // Per database: tests run several databases in one process, and ids repeat between them.
  const keptOf = perDatabase(() => new Map<number, Kept>());

  /** The protocol's kept values at `version`, emptied when the counter moved. */
  function entryOf(db: Database, protocolId: number, version: number): Kept {
    const kept = keptOf(db);
    let entry = kept.get(protocolId);
    if (!entry || entry.version !== version) entry = { version, values: new Map() };
    // Most recently used last: the first entry is the one to drop.
    kept.delete(protocolId);
    kept.set(protocolId, entry);
    if (kept.size > limits.protocols) kept.delete(kept.keys().next().value!);
    return entry;
  }

  return {
    get: (db: Database, protocolId: number, version: number, range: string): T | undefined =>
      entryOf(db, protocolId, version).values.get(range),
    set(db: Database, protocolId: number, version: number, range: string, value: T) {
      const { values } = entryOf(db, protocolId, version);
      values.set(range, value);
      if (values.size > limits.rangesPerProtocol) values.delete(values.keys().next().value!);
    },
  };
}
