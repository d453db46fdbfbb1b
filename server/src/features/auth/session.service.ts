import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { UserRow } from '../../lib/user-view';
import type { SessionCache } from './session-cache';
import { isSessionActive, needsLastSeenRefresh, type SessionTimeouts } from './session.logic';

export type ActiveSession = { tokenHash: string; user: UserRow };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates a session and returns the opaque 256-bit token for the cookie. A sign-in proves who the
 * person is, so `authenticated_at` starts now; `oidcIdToken` is kept to sign out at the provider.
 */
export async function createSession(
  db: Database,
  userId: number,
  userAgent: string | undefined,
  oidcIdToken: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, userAgent: userAgent?.slice(0, 300) ?? null, oidcIdToken });
  return token;
}

/** The session a token opens, with its person; from `cache` when it holds a copy still active. */
export async function findActiveSession(
  db: Database,
  token: string,
  timeouts: SessionTimeouts,
  now = new Date(),
  cache?: SessionCache,
): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash, now.getTime());
  if (cached && isSessionActive(cached.session, now, timeouts)) return { tokenHash, user: cached.user };
  const readAtVersion = cache?.version() ?? 0;
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  // Disabling ends the sessions too; this also covers one opened in the moment before.
  if (!isSessionActive(row.session, now, timeouts) || row.user.disabledAt !== null) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (needsLastSeenRefresh(row.session, now)) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  } else {
    // A refresh notifies every server to forget this session, so it is kept only when none was due.
    cache?.set(tokenHash, { session: row.session, user: row.user }, now.getTime(), readAtVersion);
  }
  return { tokenHash, user: row.user };
}

/** Ends a session; answers the ID token of the provider sign-in that opened it (null for a password sign-in). */
export async function deleteSessionByToken(db: Database, token: string): Promise<{ oidcIdToken: string | null } | null> {
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .returning({ oidcIdToken: sessions.oidcIdToken });
  return ended ?? null;
}
