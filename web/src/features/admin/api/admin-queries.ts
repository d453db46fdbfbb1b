import { queryOptions } from '@tanstack/react-query';
import type { AdminAccount, AdminAuditEntry, AdminInvite, AdminStatus } from '@uh/core/admin/admin.schema';

export const ADMIN_URL = '/api/admin';
const AUDIT_LIMIT = 50;

/** Query keys start with the URL they read (docs/product.md §7). */
export const adminKeys = {
  accounts: () => [`${ADMIN_URL}/accounts`] as const,
  invites: () => [`${ADMIN_URL}/invites`] as const,
  status: () => [`${ADMIN_URL}/status`] as const,
  audit: () => [`${ADMIN_URL}/audit?limit=${AUDIT_LIMIT}`] as const,
};

/** GET /api/admin/accounts: every account on the server, never anyone's health data. */
export const adminAccountsQueryOptions = queryOptions<AdminAccount[]>({ queryKey: adminKeys.accounts() });

/** GET /api/admin/invites: every invite link made, without its code (shown once, at creation). */
export const adminInvitesQueryOptions = queryOptions<AdminInvite[]>({ queryKey: adminKeys.invites() });

/** GET /api/admin/status: what the server runs on and how its background work is doing. */
export const adminStatusQueryOptions = queryOptions<AdminStatus>({ queryKey: adminKeys.status() });

/** GET /api/admin/audit: the latest admin actions, newest first. */
export const adminAuditQueryOptions = queryOptions<AdminAuditEntry[]>({ queryKey: adminKeys.audit() });
