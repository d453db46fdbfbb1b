import { PROTOCOL_REGISTRY } from '@uh/core/protocols/protocol-registry';
import { UNDO_WINDOW_MS, type LogKind } from '@uh/core/protocols/protocols.schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { conflict } from './http-error';
import { violatedUniqueConstraint } from './pg-errors';

/** The table each kind of log is kept in, from the registry. */
const LOG_TABLES: Record<LogKind, string> = Object.fromEntries(
  PROTOCOL_REGISTRY.map((entry) => [entry.logKind, entry.storage.table]),
) as Record<LogKind, string>;

const undoWindow = sql.raw(`interval '${UNDO_WINDOW_MS / 1000} seconds'`);

/**
 * Deletes one of the caller's logs, keeping the whole row (as JSON) for a short while so Undo can
 * put it back with its own id. Null when the log does not exist or is someone else's. The row is
 * moved in one statement, so it is never both gone and unkept.
 */
export async function deleteLog(db: Database, kind: LogKind, userId: number, id: number): Promise<number | null> {
  const table = sql.raw(LOG_TABLES[kind]);
  await db.execute(sql`DELETE FROM deleted_logs WHERE user_id = ${userId} AND deleted_at < now() - ${undoWindow}`);
  const result = await db.execute<{ id: number }>(sql`
    WITH gone AS (DELETE FROM ${table} WHERE id = ${id} AND user_id = ${userId} RETURNING *)
    INSERT INTO deleted_logs (user_id, kind, record) SELECT user_id, ${kind}, to_jsonb(gone.*) FROM gone RETURNING id`);
  return result.rows[0] ? Number(result.rows[0].id) : null;
}

/**
 * Puts a deleted log back exactly as it was (same id). Null when there is nothing to restore for
 * this person any more. A fast cannot come back running while another one runs (409).
 */
export async function restoreLog(
  db: Database,
  userId: number,
  undoId: number,
): Promise<{ kind: LogKind; id: number; localDay: string | null } | null> {
  const [entry] = (
    await db.execute<{ kind: LogKind }>(
      sql`SELECT kind FROM deleted_logs WHERE id = ${undoId} AND user_id = ${userId} AND deleted_at >= now() - ${undoWindow}`,
    )
  ).rows;
  if (!entry || !(entry.kind in LOG_TABLES)) return null;
  const table = sql.raw(LOG_TABLES[entry.kind]);
  try {
    const result = await db.execute<{ id: number; local_day: string | null }>(sql`
      WITH kept AS (DELETE FROM deleted_logs WHERE id = ${undoId} AND user_id = ${userId} RETURNING record)
      INSERT INTO ${table} OVERRIDING SYSTEM VALUE
      SELECT (jsonb_populate_record(NULL::${table}, kept.record)).* FROM kept
      RETURNING id, to_char(local_day, 'YYYY-MM-DD') AS local_day`);
    const restored = result.rows[0];
    return restored ? { kind: entry.kind, id: Number(restored.id), localDay: restored.local_day } : null;
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'fasting_logs_one_active_per_user') {
      throw conflict('Another fast is running now. End it before restoring this one.');
    }
    throw error;
  }
}
