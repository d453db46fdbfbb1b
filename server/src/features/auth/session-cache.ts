import type { UserRow } from '../../lib/user-view';
import type { SessionTimes } from './session.logic';

/** What a request needs of a session: its times (to check it is still active) and its person. */
export type CachedSession = { session: SessionTimes; user: UserRow };

/**
 * An app server's short-lived copy of the sessions it has just looked up, keyed by token hash, so
 * a burst of requests does not read the same session row each time. Entries live `ttlMs` at most
 * and are forgotten per person whenever their sessions or account change (see
 * session-change-listener.ts). Until `setEnabled(true)` — while nothing would tell this server
 * about changes made elsewhere — it holds nothing.
 */
export type SessionCache = {
  get: (tokenHash: string, nowMs: number) => CachedSession | undefined;
  /** Which changes the cache has heard of so far: pass it back to `set` for a copy read after it. */
  version: () => number;
  /** Keeps a copy read at `readAtVersion`, unless a change was heard of since (it may be older). */
  set: (tokenHash: string, entry: CachedSession, nowMs: number, readAtVersion: number) => void;
  forgetUser: (userId: number) => void;
  forgetAll: () => void;
  setEnabled: (enabled: boolean) => void;
  size: () => number;
};

// Enough for every person active at once on a self-hosted server; the oldest go first beyond it.
const MAX_ENTRIES = 10_000;

export function createSessionCache(ttlMs: number): SessionCache {
  const entries = new Map<string, CachedSession & { expiresAtMs: number }>();
  let isEnabled = false;
  let changesHeard = 0;
  const forgetAll = () => {
    changesHeard += 1;
    entries.clear();
  };
  return {
    get(tokenHash, nowMs) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.expiresAtMs > nowMs) return entry;
      entries.delete(tokenHash);
      return undefined;
    },
    version: () => changesHeard,
    set(tokenHash, entry, nowMs, readAtVersion) {
      if (!isEnabled || ttlMs <= 0 || readAtVersion !== changesHeard) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { ...entry, expiresAtMs: nowMs + ttlMs });
    },
    forgetUser(userId) {
      changesHeard += 1;
      for (const [tokenHash, entry] of entries) if (entry.user.id === userId) entries.delete(tokenHash);
    },
    forgetAll,
    setEnabled(enabled) {
      isEnabled = enabled;
      if (!enabled) forgetAll();
    },
    size: () => entries.size,
  };
}
