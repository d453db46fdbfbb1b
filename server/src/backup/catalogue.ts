import type pg from 'pg';
import { BackupError } from './backup-error';

/**
 * The tables a backup holds, read from PostgreSQL's catalogue rather than listed by hand, so a
 * table a later migration adds is never left out. Each comes with the SQL that reads it in a
 * stable order (its primary key, compared byte by byte) and the SQL that loads it, and the list
 * is sorted so a table follows every table its foreign keys point at.
 */
export type CatalogueTable = {
  /** schema.table, as the manifest names it. */
  name: string;
  copyOut: string;
  copyIn: string;
  /** Serial and identity columns, whose sequences are moved past the loaded rows. */
  sequenceColumns: string[];
};

/** The app's tables, and drizzle's record of the migrations applied. */
const SCHEMAS = ['public', 'drizzle'];

/**
 * Session settings under which COPY text is the same on every server: time zones, date styles
 * and float digits change how values are written, and checksums compare that text.
 */
export const STABLE_TEXT_SETTINGS = [
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL DateStyle = 'ISO, YMD'",
  "SET LOCAL IntervalStyle = 'postgres'",
  'SET LOCAL extra_float_digits = 1',
  "SET LOCAL bytea_output = 'hex'",
].join('; ');

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

type TableRow = { oid: number; schema: string; name: string };
type ColumnRow = { oid: number; column: string; collatable: boolean; sequence: string | null };
type KeyRow = { oid: number; column: string; collatable: boolean };
type ReferenceRow = { oid: number; refers: number };

export async function readCatalogue(client: pg.ClientBase): Promise<CatalogueTable[]> {
  const tables = (
    await client.query<TableRow>(
      `SELECT c.oid::int AS oid, n.nspname AS schema, c.relname AS name
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = ANY($1) AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        ORDER BY n.nspname, c.relname`,
      [SCHEMAS],
    )
  ).rows;
  const oids = tables.map((table) => table.oid);
  const columns = await client.query<ColumnRow>(
    `SELECT a.attrelid::int AS oid, a.attname AS column, a.attcollation <> 0 AS collatable,
            pg_get_serial_sequence(a.attrelid::regclass::text, a.attname) AS sequence
       FROM pg_attribute a
      WHERE a.attrelid = ANY($1::oid[]) AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY a.attrelid, a.attnum`,
    [oids],
  );
  const keys = await client.query<KeyRow>(
    `SELECT con.conrelid::int AS oid, a.attname AS column, a.attcollation <> 0 AS collatable
       FROM pg_constraint con
       CROSS JOIN LATERAL unnest(con.conkey) WITH ORDINALITY AS k(attnum, position)
       JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum
      WHERE con.contype = 'p' AND con.conrelid = ANY($1::oid[])
      ORDER BY con.conrelid, k.position`,
    [oids],
  );
  const references = await client.query<ReferenceRow>(
    `SELECT conrelid::int AS oid, confrelid::int AS refers FROM pg_constraint
      WHERE contype = 'f' AND conrelid = ANY($1::oid[]) AND conrelid <> confrelid`,
    [oids],
  );
  const described = tables.map((table) =>
    describe(
      table,
      columns.rows.filter((column) => column.oid === table.oid),
      keys.rows.filter((key) => key.oid === table.oid),
    ),
  );
  return inLoadingOrder(described, tables, references.rows);
}

function describe(table: TableRow, columns: ColumnRow[], keys: KeyRow[]): CatalogueTable {
  const qualified = `${quote(table.schema)}.${quote(table.name)}`;
  const list = columns.map((column) => quote(column.column)).join(', ');
  // COLLATE "C": text keys sort by bytes, the same on a server whose default collation differs.
  const byKey = keys.map((key) => (key.collatable ? `${quote(key.column)} COLLATE "C"` : quote(key.column))).join(', ');
  // A table without a primary key is ordered by its whole row's text, which is stable too.
  const orderBy = byKey || 't::text COLLATE "C"';
  return {
    name: `${table.schema}.${table.name}`,
    copyOut: `COPY (SELECT ${list} FROM ${qualified} AS t ORDER BY ${orderBy}) TO STDOUT`,
    copyIn: `COPY ${qualified} (${list}) FROM STDIN`,
    sequenceColumns: columns.filter((column) => column.sequence !== null).map((column) => column.column),
  };
}

/** Kahn's sort: a table is loaded once every table it refers to is in. */
function inLoadingOrder(described: CatalogueTable[], tables: TableRow[], references: ReferenceRow[]): CatalogueTable[] {
  const pending = new Map(tables.map((table, index) => [table.oid, described[index]!]));
  const ordered: CatalogueTable[] = [];
  while (pending.size > 0) {
    const ready = [...pending.keys()].filter((oid) => !references.some((ref) => ref.oid === oid && pending.has(ref.refers)));
    if (ready.length === 0) {
      const names = [...pending.values()].map((table) => table.name).join(', ');
      throw new BackupError(`These tables refer to each other in a cycle, so no loading order exists: ${names}`);
    }
    for (const oid of ready) {
      ordered.push(pending.get(oid)!);
      pending.delete(oid);
    }
  }
  return ordered;
}

/** Moves each serial or identity column's sequence past the largest value loaded. */
export async function resetSequences(client: pg.ClientBase, table: CatalogueTable): Promise<void> {
  const [schema, name] = splitName(table.name);
  const qualified = `${quote(schema)}.${quote(name)}`;
  for (const column of table.sequenceColumns) {
    await client.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT max(${quote(column)}) FROM ${qualified}), 0) + 1, false)`,
      [qualified, column],
    );
  }
}

function splitName(name: string): [string, string] {
  const dot = name.indexOf('.');
  return [name.slice(0, dot), name.slice(dot + 1)];
}

export async function hasRows(client: pg.ClientBase, table: CatalogueTable): Promise<boolean> {
  const [schema, name] = splitName(table.name);
  const { rows } = await client.query<{ exists: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${quote(schema)}.${quote(name)}) AS exists`);
  return rows[0]?.exists === true;
}

const qualifiedOf = (table: CatalogueTable) => splitName(table.name).map(quote).join('.');

export function truncateAll(tables: CatalogueTable[]): string {
  return `TRUNCATE ${tables.map(qualifiedOf).join(', ')} RESTART IDENTITY CASCADE`;
}

/**
 * The app's own triggers (those keeping per-person version counters, say) would write rows of
 * their own while a backup's rows load, rows the backup already holds. Switched off for the
 * load and on again in the same transaction; foreign-key checks stay on.
 */
export function switchUserTriggers(tables: CatalogueTable[], on: boolean): string {
  return tables.map((table) => `ALTER TABLE ${qualifiedOf(table)} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER USER`).join('; ');
}
