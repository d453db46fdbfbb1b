import type { AdminAccount } from '@uh/core/admin/admin.schema';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { AdminRules } from '../../lib/admin-role';
import { isAdminUser } from '../../lib/admin-role';

type AccountFacts = {
  id: number;
  username: string;
  is_admin: boolean;
  disabled_at: Date | string | null;
  created_at: Date | string;
  last_active_at: Date | string | null;
  has_password: boolean;
  has_identity: boolean;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The bytes each account's rows take, over every table with a `user_id` (the account's own data,
 * whichever feature wrote it): found from the catalogue so a new table is counted without a change here.
 */
async function storageByAccount(db: Database): Promise<Map<number, number>> {
  const tables = await db.execute<{ table_name: string }>(sql`
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND c.column_name = 'user_id' AND t.table_type = 'BASE TABLE'
      AND c.table_name NOT IN ('sessions', 'rate_limits', 'admin_audit')
    ORDER BY c.table_name`);
  const sizes = new Map<number, number>();
  if (tables.rows.length === 0) return sizes;
  const parts = tables.rows.map(
    ({ table_name: name }) =>
      sql`SELECT user_id, sum(pg_column_size(t.*))::bigint AS bytes FROM ${sql.identifier(name)} t GROUP BY user_id`,
  );
  const result = await db.execute<{ user_id: number; bytes: string }>(
    sql`SELECT user_id, sum(bytes)::bigint AS bytes FROM (${sql.join(parts, sql` UNION ALL `)}) s GROUP BY user_id`,
  );
  for (const row of result.rows) sizes.set(Number(row.user_id), Number(row.bytes));
  return sizes;
}

const ACCOUNT_FACTS = sql`
  SELECT u.id, u.username, u.is_admin, u.disabled_at, u.created_at,
    GREATEST(u.last_login_at, (SELECT max(s.last_seen_at) FROM sessions s WHERE s.user_id = u.id)) AS last_active_at,
    u.password_hash IS NOT NULL AS has_password,
    EXISTS (SELECT 1 FROM user_identities i WHERE i.user_id = u.id) AS has_identity
  FROM users u`;

function toAdminAccount(row: AccountFacts, storageBytes: number, rules: AdminRules): AdminAccount {
  const isDemo = rules.demoAccount !== null && row.username.toLowerCase() === rules.demoAccount.username.toLowerCase();
  return {
    id: row.id,
    username: row.username,
    createdAt: iso(row.created_at),
    lastActiveAt: row.last_active_at === null ? null : iso(row.last_active_at),
    storageBytes,
    signInMethods: [...(row.has_password ? (['password'] as const) : []), ...(row.has_identity ? (['oidc'] as const) : [])],
    isAdmin: isAdminUser({ username: row.username, isAdmin: row.is_admin }, rules),
    disabled: row.disabled_at !== null,
    isDemo,
  };
}

/** Every account, oldest first, with what an admin may see of it: never any of its health data. */
export async function listAccounts(db: Database, rules: AdminRules): Promise<AdminAccount[]> {
  const [facts, sizes] = await Promise.all([db.execute<AccountFacts>(sql`${ACCOUNT_FACTS} ORDER BY u.id`), storageByAccount(db)]);
  return facts.rows.map((row) => toAdminAccount(row, sizes.get(row.id) ?? 0, rules));
}

/** One account as the list shows it; null when there is none with this id. */
export async function findAccount(db: Database, id: number, rules: AdminRules): Promise<AdminAccount | null> {
  const facts = await db.execute<AccountFacts>(sql`${ACCOUNT_FACTS} WHERE u.id = ${id}`);
  const row = facts.rows[0];
  if (!row) return null;
  const sizes = await storageByAccount(db);
  return toAdminAccount(row, sizes.get(row.id) ?? 0, rules);
}

export async function findUsername(db: Database, id: number): Promise<string | null> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
  return row?.username ?? null;
}
