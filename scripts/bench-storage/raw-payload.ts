// The baseline: the bytes the data itself is made of, counted by hand from each column's type. A
// fixed-width value takes its natural width, a text, JSON or binary value its length in bytes, a
// NULL nothing. No row headers, alignment, page slack, indexes or TOAST pointers: the minimum any
// store of the same rows must write.
import type pg from 'pg';

/** Natural width of a fixed-width value, in bytes, by PostgreSQL type name. */
const FIXED_WIDTH: Record<string, number> = {
  boolean: 1,
  smallint: 2,
  integer: 4,
  real: 4,
  date: 4,
  bigint: 8,
  'double precision': 8,
  'timestamp with time zone': 8,
  'timestamp without time zone': 8,
  uuid: 16,
};
/** Variable-length types, counted as the bytes of their value (JSON as its compact text). */
const VARIABLE = new Set(['text', 'character varying', 'bytea', 'jsonb', 'json', 'numeric', 'ARRAY', 'inet']);

export type RawPayload = { table: string; rows: number; rawBytes: number };

/** One SQL expression per column summing its natural size over the table. */
function columnBytes(column: string, type: string): string {
  const quoted = `"${column.replaceAll('"', '""')}"`;
  if (FIXED_WIDTH[type] !== undefined) return `count(${quoted}) * ${FIXED_WIDTH[type]}`;
  if (type === 'bytea') return `coalesce(sum(octet_length(${quoted})), 0)`;
  if (VARIABLE.has(type)) return `coalesce(sum(octet_length(${quoted}::text)), 0)`;
  throw new Error(`No natural size for type ${type} (column ${column}): add it to the baseline`);
}

/** Rows and raw payload bytes of each table of the application's schemas. */
export async function measureRawPayload(client: pg.Client): Promise<RawPayload[]> {
  const { rows: columns } = await client.query<{ schema: string; table: string; column: string; type: string }>(`
    SELECT c.table_schema AS schema, c.table_name AS table, c.column_name AS column, c.data_type AS type
    FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
    WHERE t.table_type = 'BASE TABLE' AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
    ORDER BY 1, 2, c.ordinal_position`);
  const tables = new Map<string, typeof columns>();
  for (const column of columns) {
    const key = `${column.schema}.${column.table}`;
    tables.set(key, [...(tables.get(key) ?? []), column]);
  }
  const payloads: RawPayload[] = [];
  for (const tableColumns of tables.values()) {
    const { schema, table } = tableColumns[0]!;
    const name = `"${schema.replaceAll('"', '""')}"."${table.replaceAll('"', '""')}"`;
    const sum = tableColumns.map((column) => columnBytes(column.column, column.type)).join(' + ');
    const [row] = (await client.query<{ rows: string; raw: string }>(`SELECT count(*) AS rows, ${sum} AS raw FROM ${name}`)).rows;
    payloads.push({ table: `${schema}.${table}`, rows: Number(row!.rows), rawBytes: Number(row!.raw) });
  }
  return payloads;
}
