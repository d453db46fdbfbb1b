import type { ListQuery } from '@uh/core/protocols/protocols.schema';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { perDatabase } from '../db/per-database';
import { userListPages } from './list-page';

/** A log table: every tracker's has an id, an owner and the time the log is listed by. */
type LogTable = PgTable & { id: PgColumn; userId: PgColumn };

/** The statements a tracker's logs need, always scoped to their owner. */
export type LogStorage<Row> = {
  page: (db: Database, userId: number, query: ListQuery) => Promise<Row[]>;
  find: (db: Database, userId: number, id: number) => Promise<Row | undefined>;
  insert: (db: Database, values: Partial<Row>) => Promise<Row>;
  update: (db: Database, userId: number, id: number, values: Partial<Row>) => Promise<Row>;
};

/**
 * The storage of one log table: `name` is the SQL name its prepared statements are named by,
 * `listedBy` the column its pages are ordered on (the timestamp, or a fast's start). Lists, finds
 * and inserts (a tracker always inserts the same columns) are prepared once per database; a
 * correction sets the columns it changes.
 */
export function logStorage<T extends LogTable>(name: string, table: T, listedBy: PgColumn): LogStorage<T['$inferSelect']> {
  type Row = T['$inferSelect'];
  // Drizzle cannot type a query over a table that is a type parameter; the rows are the table's own.
  const anyTable = table as PgTable & LogTable;
  const own = (userId: number | ReturnType<typeof sql.placeholder>, id: number | ReturnType<typeof sql.placeholder>) =>
    and(eq(table.id, id), eq(table.userId, userId));
  const findOwn = perDatabase((db) =>
    db
      .select()
      .from(anyTable)
      .where(own(sql.placeholder('userId'), sql.placeholder('id')))
      .prepare(`${name}_find`),
  );
  // One prepared insert per set of columns (in practice one per tracker).
  const inserts = perDatabase(() => new Map<string, { execute: (values: Record<string, unknown>) => Promise<unknown> }>());
  const insertOf = (db: Database, columns: string[]) => {
    const byColumns = inserts(db);
    const key = columns.join(',');
    let statement = byColumns.get(key);
    if (!statement) {
      const values = Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)]));
      statement = db
        .insert(anyTable)
        .values(values as never)
        .returning()
        .prepare(`${name}_insert_${byColumns.size}`);
      byColumns.set(key, statement);
    }
    return statement;
  };
  return {
    page: userListPages(name, table, table.userId, listedBy),
    find: async (db, userId, id) => ((await findOwn(db).execute({ userId, id })) as Row[])[0],
    insert: async (db, values) => {
      // A column left undefined takes its default, as in an insert that does not name it.
      const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
      return ((await insertOf(db, Object.keys(given)).execute(given)) as Row[])[0]!;
    },
    update: async (db, userId, id, values) =>
      (
        (await db
          .update(anyTable)
          .set(values as never)
          .where(own(userId, id))
          .returning()) as Row[]
      )[0]!,
  };
}
