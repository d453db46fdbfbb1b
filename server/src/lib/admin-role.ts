import { isAdminAccount } from '@uh/core/admin/admin.logic';
import type { Config } from '../config';
import type { UserRow } from './user-view';

/** The settings that decide who is an admin; a change to ADMIN_USERNAMES takes effect on restart. */
export type AdminRules = Pick<Config, 'adminUsernames' | 'demoAccount'>;

/** Whether the account may open the admin pages: the first account, or one ADMIN_USERNAMES names; never the demo account. */
export function isAdminUser(user: Pick<UserRow, 'username' | 'isAdmin'>, rules: AdminRules): boolean {
  return isAdminAccount(
    { username: user.username, isFirstAccount: user.isAdmin },
    { adminUsernames: rules.adminUsernames, demoUsername: rules.demoAccount?.username ?? null },
  );
}
