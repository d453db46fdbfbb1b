import type { ListQuery } from '@uh/core/protocols/protocols.schema';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * One page of a user's logs, newest first: the WHERE and ORDER BY every list shares.
 * The (user_id, time DESC) index of each log table serves exactly this shape.
 */
export function userListPage(userColumn: PgColumn, timeColumn: PgColumn, userId: number, query: ListQuery) {
  const conditions: SQL[] = [eq(userColumn, userId)];
  if (query.before) conditions.push(lt(timeColumn, new Date(query.before)));
  return { where: and(...conditions), orderBy: [desc(timeColumn)], limit: query.limit };
}
