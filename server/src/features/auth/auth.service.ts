import { ADMIN_MESSAGES } from '@uh/core/admin/admin.schema';
import type { LoginRequest, RegisterRequest } from '@uh/core/auth/auth.schema';
import { DEFAULT_TIME_ZONE } from '@uh/core/common/time-zone.logic';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, forbidden, tooManyRequests, unauthorized } from '../../lib/http-error';
import { admitNewAccount, recordInviteUse, type Admission } from '../../lib/registration-gate';
import { violatedUniqueConstraint } from '../../lib/pg-errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password';
import type { UserRow } from '../../lib/user-view';
import { DEMO_DISPLAY_NAME } from './demo-reset';
import type { WriteDemoSample } from './demo-account';
import { countAttempt } from '../../lib/password-attempts';

const USERNAME_TAKEN = 'Username is already taken';
const EMAIL_TAKEN = 'An account with this email already exists';

/**
 * Creates a password account if the server lets it in (registration-gate.ts): the invite it came
 * with is consumed in the same transaction, so a refused or failed registration leaves it usable.
 */
export async function registerUser(db: Database, input: RegisterRequest, registration: Omit<Admission, 'inviteCode'>): Promise<UserRow> {
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
    return await db.transaction(async (tx) => {
      const admitted = await admitNewAccount(tx, { ...registration, inviteCode: input.inviteCode });
      const [row] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          displayName: input.displayName,
          passwordHash,
          timeZone: input.timeZone ?? DEFAULT_TIME_ZONE,
          lastLoginAt: new Date(),
          isAdmin: admitted.isFirstAccount,
        })
        .returning();
      await recordInviteUse(tx, admitted.inviteId, row!);
      return row!;
    });
  } catch (error) {
    // Two registrations racing past the check above: the unique index decides.
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'users_username_lower_key') throw conflict(USERNAME_TAKEN);
    if (constraint === 'users_email_lower_key') throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * `failuresPerUsername` locks one username on one address; `failuresPerAccount` is the slower
 * back-off for a username guessed from many addresses; `failuresPerIp` covers one address trying many names.
 */
export type LoginLimits = { failuresPerUsername: number; failuresPerAccount: number; failuresPerIp: number; windowMs: number };

/**
 * The account-wide back-off starts this many times later than the per-address lockout: high enough
 * that one address (which stops at its own lockout) cannot lock the owner out everywhere.
 */
export const ACCOUNT_WIDE_FAILURES_FACTOR = 20;

const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait and try again.';

/**
 * Checks the password with throttling, never a permanent lock: every attempt is counted before the
 * password is checked, and beyond a limit the answer is 429 until the window ends.
 */
export async function authenticate(
  db: Database,
  limiter: RateLimiter,
  limits: LoginLimits,
  input: LoginRequest,
  ip: string,
): Promise<UserRow> {
  const username = input.username.toLowerCase();
  // An IP address holds no space, so the pair cannot be read two ways.
  const keys = { ip: `login:ip:${ip}`, usernameFromIp: `login:user-ip:${ip} ${username}`, username: `login:user:${username}` };
  await countAttempt(
    limiter,
    [
      { key: keys.ip, max: limits.failuresPerIp },
      { key: keys.usernameFromIp, max: limits.failuresPerUsername },
    ],
    limits.windowMs,
    TOO_MANY_ATTEMPTS,
  );
  // Only attempts that passed their address's limits count for the account, so an address that is
  // already locked cannot keep pushing the owner towards the account-wide back-off.
  await countAttempt(limiter, [{ key: keys.username, max: limits.failuresPerAccount }], limits.windowMs, TOO_MANY_ATTEMPTS);

  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.username})`)
    .limit(1);
  const isValid = row?.passwordHash
    ? await verifyPassword(row.passwordHash, input.password)
    : (await verifyAgainstDummy(input.password), false);
  if (!row || !isValid) throw unauthorized('Invalid username or password');
  // Only after the password: a disabled account is not revealed to someone guessing.
  if (row.disabledAt) throw forbidden(ADMIN_MESSAGES.accountDisabled);

  // The owner's own sign-in is no failure: it clears this address's lockout and is taken back from the other counts.
  await Promise.all([limiter.reset(keys.usernameFromIp), limiter.refund(keys.ip), limiter.refund(keys.username)]);
  const [updated] = await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, row.id)).returning();
  return updated!;
}

export async function enforceRegistrationLimit(limiter: RateLimiter, ip: string, perHour: number): Promise<void> {
  const state = await limiter.hit(`register:ip:${ip}`, 3600_000);
  if (state.count > perHour)
    throw tooManyRequests('Too many accounts created from this network. Please try again later.', state.retryAfterSeconds);
}

/** Creates the demo account shown on the sign-in screen, once, with its sample data (reset nightly: demo-reset.ts). */
export async function seedDemoAccount(
  db: Database,
  demo: { username: string; password: string },
  writeDemoSample: WriteDemoSample,
  now = new Date(),
): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${demo.username})`)
    .limit(1);
  if (existing) return;
  const passwordHash = await hashPassword(demo.password);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ username: demo.username, email: `${demo.username}@example.com`, displayName: DEMO_DISPLAY_NAME, passwordHash })
      .onConflictDoNothing()
      .returning();
    // Another app server starting at the same moment created it (and writes the sample).
    if (created) await writeDemoSample(tx as unknown as Database, created, now);
  });
}
