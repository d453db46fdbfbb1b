import { tooManyRequests } from './http-error';
import type { RateLimiter } from './rate-limit';

export type AttemptLimit = { key: string; max: number };

/**
 * Counts this attempt on every key before any password is checked, each in one atomic statement,
 * and answers 429 beyond any limit. Counting first is what holds under parallel requests: a check
 * made before the count rose would let every guess already in flight through.
 */
export async function countAttempt(limiter: RateLimiter, limits: AttemptLimit[], windowMs: number, message: string): Promise<void> {
  const states = await Promise.all(limits.map(({ key }) => limiter.hit(key, windowMs)));
  const exceeded = states.filter((state, index) => state.count > limits[index]!.max);
  if (exceeded.length > 0) throw tooManyRequests(message, Math.max(...exceeded.map((state) => state.retryAfterSeconds)));
}

const TOO_MANY_WRONG_PASSWORDS = 'Too many wrong password attempts. Please wait and try again.';

/**
 * The password checks a signed-in account runs (changing the password, deleting the account):
 * one budget per account, so a borrowed session cannot guess the password at will.
 */
export function passwordChecksFor(limiter: RateLimiter, userId: number, limit: { max: number; windowMs: number }) {
  const key = `password-check:user:${userId}`;
  return {
    /** Counts the check before it runs: 429 beyond the limit. */
    count: () => countAttempt(limiter, [{ key, max: limit.max }], limit.windowMs, TOO_MANY_WRONG_PASSWORDS),
    /** The right password starts the count again. */
    passed: () => limiter.reset(key),
  };
}

export type PasswordChecks = ReturnType<typeof passwordChecksFor>;
