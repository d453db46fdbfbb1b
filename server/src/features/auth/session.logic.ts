export type SessionTimeouts = { idleTimeoutMs: number; absoluteTimeoutMs: number };

export type SessionTimes = { createdAt: Date; lastSeenAt: Date };

/** A session lives until it is idle for too long or reaches its absolute lifetime, whichever is first. */
export function isSessionActive(session: SessionTimes, now: Date, timeouts: SessionTimeouts): boolean {
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  const age = now.getTime() - session.createdAt.getTime();
  return idleFor < timeouts.idleTimeoutMs && age < timeouts.absoluteTimeoutMs;
}

// Refreshing last_seen_at on every request would turn each read into a write.
export const LAST_SEEN_REFRESH_MS = 60_000;

export function needsLastSeenRefresh(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_REFRESH_MS;
}
