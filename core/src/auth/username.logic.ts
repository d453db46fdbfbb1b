import { AUTH_LIMITS } from './auth.schema';

// Room left for a number that makes the name unique, within the 32-character limit.
const BASE_MAX = AUTH_LIMITS.usernameMax - 6;

/** A username for an account created through a provider: the e-mail's local part, in the allowed characters. */
export function usernameBaseFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const base = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, BASE_MAX);
  return base.length >= AUTH_LIMITS.usernameMin ? base : `${base}user`;
}

/** The base itself when free, else the base followed by the first free number from 2 (`robin`, `robin2`, …). */
export function firstFreeUsername(base: string, takenLowercase: ReadonlySet<string>): string {
  if (!takenLowercase.has(base.toLowerCase())) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}${suffix}`;
    if (!takenLowercase.has(candidate.toLowerCase())) return candidate;
  }
}
