import type { LoginRequest, RegisterRequest } from '@uh/core/auth/auth.schema';
import { DEFAULT_TIME_ZONE } from '@uh/core/common/time-zone.logic';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, tooManyRequests, unauthorized } from '../../lib/http-error';
import { violatedUniqueConstraint } from '../../lib/pg-errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password';
import type { UserRow } from '../../lib/user-view';

const USERNAME_TAKEN = 'Username is already taken';
const EMAIL_TAKEN = 'An account with this email already exists';

export async function registerUser(db: Database, input: RegisterRequest): Promise<UserRow> {
  const [existing] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.username}) OR lower(${users.email}) = lower(${input.email})`)
    .limit(1);
  if (existing) {
    throw conflict(existing.username.toLowerCase() === input.username.toLowerCase() ? USERNAME_TAKEN : EMAIL_TAKEN);
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        displayName: input.displayName,
        passwordHash,
        timeZone: input.timeZone ?? DEFAULT_TIME_ZONE,
        lastLoginAt: new Date(),
      })
      .returning();
    return row!;
  } catch (error) {
    // Two registrations racing past the check above: the unique index decides.
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'users_username_lower_key') throw conflict(USERNAME_TAKEN);
    if (constraint === 'users_email_lower_key') throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

export type LoginLimits = { failuresPerUsername: number; failuresPerIp: number; windowMs: number };

const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait and try again.';

/**
 * Checks the password with throttling: after too many failures for one username or one IP
 * within the window, further attempts get 429 until the window ends (never a permanent lock).
 */
export async function authenticate(
  db: Database,
  limiter: RateLimiter,
  limits: LoginLimits,
  input: LoginRequest,
  ip: string,
): Promise<UserRow> {
  const userKey = `login:user:${input.username.toLowerCase()}`;
  const ipKey = `login:ip:${ip}`;
  const [byUser, byIp] = await Promise.all([limiter.peek(userKey, limits.windowMs), limiter.peek(ipKey, limits.windowMs)]);
  if (byUser.count >= limits.failuresPerUsername) throw tooManyRequests(TOO_MANY_ATTEMPTS, byUser.retryAfterSeconds);
  if (byIp.count >= limits.failuresPerIp) throw tooManyRequests(TOO_MANY_ATTEMPTS, byIp.retryAfterSeconds);

  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.username})`)
    .limit(1);
  const isValid = row?.passwordHash
    ? await verifyPassword(row.passwordHash, input.password)
    : (await verifyAgainstDummy(input.password), false);
  if (!row || !isValid) {
    await Promise.all([limiter.hit(userKey, limits.windowMs), limiter.hit(ipKey, limits.windowMs)]);
    throw unauthorized('Invalid username or password');
  }
  await limiter.reset(userKey);
  const [updated] = await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, row.id)).returning();
  return updated!;
}

export async function enforceRegistrationLimit(limiter: RateLimiter, ip: string, perHour: number): Promise<void> {
  const state = await limiter.hit(`register:ip:${ip}`, 3600_000);
  if (state.count > perHour)
    throw tooManyRequests('Too many accounts created from this network. Please try again later.', state.retryAfterSeconds);
}

/** Creates the demo account shown on the sign-in screen, once. */
export async function seedDemoAccount(db: Database, demo: { username: string; password: string }): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${demo.username})`)
    .limit(1);
  if (existing) return;
  await db
    .insert(users)
    .values({
      username: demo.username,
      email: `${demo.username}@example.com`,
      displayName: 'Demo User',
      passwordHash: await hashPassword(demo.password),
    })
    .onConflictDoNothing();
}
