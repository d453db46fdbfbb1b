import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { UserRow } from '../../lib/user-view';
import { isSessionActive, needsLastSeenRefresh, type SessionTimeouts } from './session.logic';

export type ActiveSession = { tokenHash: string; user: UserRow };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns the opaque 256-bit token for the cookie. */
export async function createSession(db: Database, userId: number, userAgent: string | undefined): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, userAgent: userAgent?.slice(0, 300) ?? null });
  return token;
}

export async function findActiveSession(
  db: Database,
  token: string,
  timeouts: SessionTimeouts,
  now = new Date(),
): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  if (!isSessionActive(row.session, now, timeouts)) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (needsLastSeenRefresh(row.session, now)) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { tokenHash, user: row.user };
}

export async function deleteSessionByToken(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
