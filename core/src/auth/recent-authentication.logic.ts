/** How long a sign-in (or a confirmed password) counts as proof for changing how the account signs in. */
export const RECENT_AUTHENTICATION_MINUTES = 10;

/** The `reason` of the 403 that asks the person to confirm who they are; the page asks for the password on it. */
export const RECENT_AUTHENTICATION_REQUIRED = 'recent_authentication_required';

/** Whether the session's last proof of identity is recent enough to add or remove a sign-in method. */
export function isRecentlyAuthenticated(authenticatedAt: Date, now: Date): boolean {
  const age = now.getTime() - authenticatedAt.getTime();
  return age >= 0 && age < RECENT_AUTHENTICATION_MINUTES * 60_000;
}
