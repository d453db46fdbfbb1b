import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResultRow } from 'pg';
import type { Database } from './client';

const dialect = new PgDialect();

/**
 * A hand-written statement with named parameters (`sql.placeholder('userId')`), turned into its
 * SQL text once and run as a named prepared statement: a read made on every page view then costs
 * neither the query's building in Drizzle nor PostgreSQL's parsing and planning each time
 * (planned once per connection). Rows come back as node-postgres gives them, as `db.execute` does.
 */
export function preparedSql<TRow extends QueryResultRow, TParams extends Record<string, unknown>>(name: string, statement: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return async (db: Database, values: TParams): Promise<TRow[]> =>
    (await db.$client.query<TRow>({ name, text, values: fillPlaceholders(params, values) })).rows;
}

/** As `preparedSql`, for a statement whose answer is how many rows it wrote. */
export function preparedStatement<TParams extends Record<string, unknown>>(name: string, statement: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return async (db: Database, values: TParams): Promise<{ rowCount: number | null }> =>
    db.$client.query({ name, text, values: fillPlaceholders(params, values) });
}
