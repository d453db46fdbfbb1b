import type { ListQuery } from '@uh/core/protocols/protocols.schema';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { perDatabase } from '../db/per-database';

/**
 * Pages of a user's logs, newest first, from one table: the query every list shares, which the
 * (user_id, time DESC) index of each log table serves exactly. The two shapes (first page, page
 * before a time) are built once per database and run as named prepared statements: building a
 * query costs more than running it on a list read this often, and PostgreSQL plans each once per
 * connection.
 */
export function userListPages<TTable extends PgTable>(name: string, table: TTable, userColumn: PgColumn, timeColumn: PgColumn) {
  const build = (db: Database) => {
    const page = (where: ReturnType<typeof and>) =>
      db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(desc(timeColumn))
        .limit(sql.placeholder('limit'));
    const forUser = eq(userColumn, sql.placeholder('userId'));
    return {
      first: page(forUser).prepare(`${name}_page`),
      before: page(and(forUser, lt(timeColumn, sql.placeholder('before')))).prepare(`${name}_page_before`),
    };
  };
  const prepared = perDatabase(build);
  return async (db: Database, userId: number, query: ListQuery): Promise<TTable['$inferSelect'][]> => {
    const statements = prepared(db);
    const rows = query.before
      ? await statements.before.execute({ userId, limit: query.limit, before: new Date(query.before).toISOString() })
      : await statements.first.execute({ userId, limit: query.limit });
    return rows as TTable['$inferSelect'][];
  };
}
