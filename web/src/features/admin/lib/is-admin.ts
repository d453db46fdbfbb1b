import type { SessionUser, User } from '@uh/core/auth/auth.schema';

/**
 * Whether the session user (GET /api/user, which adds `isAdmin` to the user) may open the admin
 * page. The session cache is typed as the plain user, so the flag is checked where it is read.
 */
export function isAdminUser(user: User | SessionUser | null | undefined): boolean {
  return user !== null && user !== undefined && 'isAdmin' in user && user.isAdmin === true;
}
