import type { InviteStatus, RegistrationMode } from './admin.schema';

/** Host names that only this machine reaches: a server there is someone trying it out, not a public one. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * Who may register when the operator did not say (REGISTRATION unset): anyone on a server only
 * this machine reaches (no PUBLIC_URL, or a loopback one), otherwise invitations only, so a server
 * put on the internet is not open to strangers by default. `reason` is for the start-up log.
 */
export function defaultRegistrationMode(publicUrl: string | undefined): { mode: RegistrationMode; reason: string } {
  if (publicUrl === undefined) return { mode: 'open', reason: 'PUBLIC_URL is unset, so the server is taken to be local' };
  let hostname: string;
  try {
    hostname = new URL(publicUrl).hostname;
  } catch {
    return { mode: 'invite', reason: 'PUBLIC_URL is not a loopback address' };
  }
  return isLoopbackHost(hostname)
    ? { mode: 'open', reason: `PUBLIC_URL (${publicUrl}) is a loopback address` }
    : { mode: 'invite', reason: `PUBLIC_URL (${publicUrl}) is a public address` };
}

export type InviteDates = { expiresAt: Date; usedAt: Date | null; revokedAt: Date | null };

/** Where an invite stands: a use or a revocation is final; otherwise it is open until it expires. */
export function inviteStatus(invite: InviteDates, now: Date): InviteStatus {
  if (invite.usedAt) return 'used';
  if (invite.revokedAt) return 'revoked';
  return invite.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

/** Splits ADMIN_USERNAMES ("alice, bob") into lower-case names; blanks are dropped. */
export function parseAdminUsernames(value: string | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter((name) => name.length > 0),
    ),
  ];
}

/**
 * Whether an account is an admin: the demo account never is (its password is public); otherwise
 * the first account made on the server, or one whose username the operator listed (any case).
 */
export function isAdminAccount(
  account: { username: string; isFirstAccount: boolean },
  rules: { adminUsernames: readonly string[]; demoUsername: string | null },
): boolean {
  const name = account.username.toLowerCase();
  if (rules.demoUsername !== null && name === rules.demoUsername.toLowerCase()) return false;
  return account.isFirstAccount || rules.adminUsernames.includes(name);
}
