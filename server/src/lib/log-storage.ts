import type { ListQuery } from '@uh/core/protocols/protocols.schema';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
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
 * The storage of one log table: `name` is the SQL name its prepared list statements are named by,
 * `listedBy` the column its pages are ordered on (the timestamp, or a fast's start).
 */
export function logStorage<T extends LogTable>(name: string, table: T, listedBy: PgColumn): LogStorage<T['$inferSelect']> {
  type Row = T['$inferSelect'];
  // Drizzle cannot type a query over a table that is a type parameter; the rows are the table's own.
  const anyTable = table as PgTable & LogTable;
  const own = (userId: number, id: number) => and(eq(table.id, id), eq(table.userId, userId));
  return {
    page: userListPages(name, table, table.userId, listedBy),
    find: async (db, userId, id) => ((await db.select().from(anyTable).where(own(userId, id))) as Row[])[0],
    insert: async (db, values) => ((await db.insert(anyTable).values(values as never).returning()) as Row[])[0]!,
    update: async (db, userId, id, values) =>
      ((await db.update(anyTable).set(values as never).where(own(userId, id)).returning()) as Row[])[0]!,
  };
}
