import type { ExperimentCreate } from '@uh/core/experiments/experiments.schema';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { experiments } from '../../db/schema';
import type { Transaction } from '../../lib/per-person-cap';
import { storedExperimentOf, type StoredExperiment } from '../../lib/stored-experiment';

export type { StoredExperiment };

type Queryable = Database | Transaction;

export async function insertExperiment(
  db: Queryable,
  userId: number,
  input: ExperimentCreate & { seed: number; endDay: string },
): Promise<StoredExperiment> {
  const [row] = await db
    .insert(experiments)
    .values({ userId, ...input })
    .returning();
  return storedExperimentOf(row!);
}

/** The person's experiments, newest first. */
export async function listExperiments(db: Queryable, userId: number): Promise<StoredExperiment[]> {
  const rows = await db
    .select()
    .from(experiments)
    .where(eq(experiments.userId, userId))
    .orderBy(desc(experiments.createdAt), desc(experiments.id));
  return rows.map(storedExperimentOf);
}

/** How many the person has in all, and how many have not ended by `today` (planned ones included). */
export async function countExperiments(db: Queryable, userId: number, today: string): Promise<{ all: number; running: number }> {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      running: sql<number>`(count(*) FILTER (WHERE ${experiments.stoppedOn} IS NULL AND ${experiments.endDay} >= ${today}::date))::int`,
    })
    .from(experiments)
    .where(eq(experiments.userId, userId));
  return { all: row?.all ?? 0, running: row?.running ?? 0 };
}

/** One of the person's experiments; undefined for any other id (another person's reads as missing). */
export async function findExperiment(db: Queryable, userId: number, id: number): Promise<StoredExperiment | undefined> {
  const [row] = await db
    .select()
    .from(experiments)
    .where(and(eq(experiments.id, id), eq(experiments.userId, userId)));
  return row && storedExperimentOf(row);
}

/** Ends it on `day` unless it has already ended (stopped, told, or past its last day); the stored experiment either way. */
export async function stopExperiment(db: Queryable, userId: number, id: number, day: string): Promise<StoredExperiment | undefined> {
  await db
    .update(experiments)
    .set({ stoppedOn: day })
    .where(
      and(
        eq(experiments.id, id),
        eq(experiments.userId, userId),
        isNull(experiments.stoppedOn),
        isNull(experiments.finishedAt),
        gte(experiments.endDay, day),
      ),
    );
  return findExperiment(db, userId, id);
}

export async function deleteExperimentRow(db: Queryable, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(experiments)
    .where(and(eq(experiments.id, id), eq(experiments.userId, userId)))
    .returning({ id: experiments.id });
  return deleted.length > 0;
}

/**
 * Marks the experiment's end as told, once: of two servers (or two reads) that find it finished,
 * only the one whose UPDATE sees `finished_at` still empty gets true and raises the event. An
 * experiment its rule stopped early records the day too.
 */
export async function claimFinished(db: Queryable, userId: number, id: number, stoppedOn: string | null): Promise<boolean> {
  const claimed = await db
    .update(experiments)
    .set({ finishedAt: sql`now()`, stoppedOn: sql`COALESCE(${experiments.stoppedOn}, ${stoppedOn}::date)` })
    .where(and(eq(experiments.id, id), eq(experiments.userId, userId), isNull(experiments.finishedAt)))
    .returning({ id: experiments.id });
  return claimed.length > 0;
}

/**
 * Experiments the nightly round looks at: not yet told finished and either past their last day or
 * stopped in the person's zone, or stopping early (their rule is looked at every day once begun).
 */
export async function dueForRound(
  db: Queryable,
  scope: { userIds?: readonly number[] },
): Promise<{ id: number; userId: number; timeZone: string }[]> {
  const inScope = scope.userIds
    ? sql`AND e.user_id IN (${sql.join(
        scope.userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute<{ id: number; user_id: number; time_zone: string }>(sql`
    SELECT e.id, e.user_id, u.time_zone FROM experiments e JOIN users u ON u.id = e.user_id
    WHERE e.finished_at IS NULL ${inScope}
      AND (e.stopped_on IS NOT NULL
        OR e.end_day < (now() AT TIME ZONE u.time_zone)::date
        OR (e.stopping->>'kind' = 'early' AND e.start_day < (now() AT TIME ZONE u.time_zone)::date))
    ORDER BY e.id`);
  return result.rows.map((row) => ({ id: row.id, userId: row.user_id, timeZone: row.time_zone }));
}
