import { RECENT_AUTHENTICATION_REQUIRED, isRecentlyAuthenticated } from '@uh/core/auth/recent-authentication.logic';
import type { RecentAuthenticationRefusal } from '@uh/core/auth/auth.schema';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { conflict, forbidden } from '../../lib/http-error';
import { verifyPassword } from '../../lib/password';
import { requireSession } from '../../plugins/guards';
import type { PasswordChecks } from '../../lib/password-attempts';

export const RECENT_AUTHENTICATION_MESSAGE = "Confirm it's you first: enter your password, or sign in with your provider again.";

/** When this session last proved who the person is (its sign-in, or a password confirmed since). */
async function authenticatedAtOf(db: Database, tokenHash: string): Promise<Date | null> {
  const [row] = await db.select({ authenticatedAt: sessions.authenticatedAt }).from(sessions).where(eq(sessions.tokenHash, tokenHash));
  return row?.authenticatedAt ?? null;
}

export async function hasRecentAuthentication(db: Database, request: FastifyRequest, now = new Date()): Promise<boolean> {
  const authenticatedAt = await authenticatedAtOf(db, requireSession(request).tokenHash);
  return authenticatedAt !== null && isRecentlyAuthenticated(authenticatedAt, now);
}

/**
 * A preHandler for the routes that add or remove a way to sign in: a borrowed or stolen session
 * alone must not be able to lock the owner out. Without a recent proof, 403 with a `reason` the
 * page answers by asking for the password (or a new provider sign-in).
 */
export function requireRecentAuthentication(db: Database) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (await hasRecentAuthentication(db, request)) return;
    const refusal: RecentAuthenticationRefusal = { message: RECENT_AUTHENTICATION_MESSAGE, reason: RECENT_AUTHENTICATION_REQUIRED };
    return reply.code(403).send(refusal);
  };
}

/** Confirms the password of the signed-in person and dates this session's proof of identity now. */
export async function confirmPassword(
  db: Database,
  checks: PasswordChecks,
  userId: number,
  tokenHash: string,
  password: string,
): Promise<void> {
  await checks.count();
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row?.hash) throw conflict('This account has no password: sign in with your provider again to confirm it is you.');
  if (!(await verifyPassword(row.hash, password))) throw forbidden('password: The password is not correct');
  await checks.passed();
  await db.update(sessions).set({ authenticatedAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
}
