// What PostgreSQL itself says a database takes on disk: every table with its indexes and TOAST,
// the whole database, and the write-ahead log.
import type pg from 'pg';

export type TableSize = { table: string; bytes: number };
/** `walDirectoryBytes` is null when the role may not list pg_wal (superuser or pg_monitor only). */
export type Footprint = { tables: TableSize[]; databaseBytes: number; walDirectoryBytes: number | null; walPosition: string };

/** Tables of the application's schemas (not the catalogs), sized after VACUUM so dead tuples don't count. */
export async function measureFootprint(client: pg.Client): Promise<Footprint> {
  // Plain VACUUM: dead tuples left by seeding become free space and the visibility map is set, as in
  // a database that has run a while; FULL would rewrite tables more tightly than they ever are.
  await client.query('VACUUM (ANALYZE)');
  const { rows } = await client.query<{ table: string; bytes: string }>(`
    SELECT n.nspname || '.' || c.relname AS table, pg_total_relation_size(c.oid) AS bytes
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p', 'm') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
    ORDER BY 1`);
  const [totals] = (
    await client.query<{ database: string; position: string }>(
      'SELECT pg_database_size(current_database()) AS database, pg_current_wal_lsn()::text AS position',
    )
  ).rows;
  return {
    tables: rows.map((row) => ({ table: row.table, bytes: Number(row.bytes) })),
    databaseBytes: Number(totals!.database),
    walDirectoryBytes: await walDirectoryBytes(client),
    walPosition: totals!.position,
  };
}

/** Bytes of WAL written between two positions. */
export async function walWrittenBetween(client: pg.Client, from: string, to: string): Promise<number> {
  const [row] = (await client.query<{ bytes: string }>('SELECT pg_wal_lsn_diff($1, $2) AS bytes', [to, from])).rows;
  return Number(row!.bytes);
}

async function walDirectoryBytes(client: pg.Client): Promise<number | null> {
  const [row] = (
    await client.query<{ allowed: boolean }>(
      `SELECT pg_has_role('pg_monitor', 'USAGE') OR (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS allowed`,
    )
  ).rows;
  if (!row?.allowed) return null;
  const [wal] = (await client.query<{ bytes: string }>('SELECT coalesce(sum(size), 0) AS bytes FROM pg_ls_waldir()')).rows;
  return Number(wal!.bytes);
}
