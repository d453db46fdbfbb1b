import type { InsightFactor, InsightLag, InsightOutcome, InsightPairCreate } from '@uh/core/insights/insights.schema';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insightPairs } from '../../db/schema';
import type { Transaction } from '../../lib/per-person-cap';

type Queryable = Database | Transaction;

/** A pair as the person sees it: a question with its origin, and whether it is hidden. */
export type PairView = InsightPairCreate & { key: string; origin: 'suggested' | 'added'; hidden: boolean };

/** The person's stored pairs: every added one, and the suggested ones they hid (or showed again). */
export async function storedPairs(db: Queryable, userId: number): Promise<PairView[]> {
  const rows = await db.select().from(insightPairs).where(eq(insightPairs.userId, userId)).orderBy(insightPairs.createdAt, insightPairs.id);
  return rows.map((row) => ({
    key: row.key,
    factor: row.factor as InsightFactor,
    outcome: row.outcome as InsightOutcome,
    lag: row.lag as InsightLag,
    origin: row.origin as PairView['origin'],
    hidden: row.hidden,
  }));
}

/** Adds a pair; a row kept from hiding a suggestion that no longer applies becomes the added pair. */
export async function insertPair(db: Queryable, userId: number, pair: PairView): Promise<void> {
  const { factor, outcome, lag, origin, hidden } = pair;
  await db
    .insert(insightPairs)
    .values({ userId, ...pair })
    .onConflictDoUpdate({ target: [insightPairs.userId, insightPairs.key], set: { factor, outcome, lag, origin, hidden } });
}

/** Hides or shows a pair: a suggested one gets its row the first time. */
export async function setHidden(db: Queryable, userId: number, pair: PairView, hidden: boolean): Promise<void> {
  await db
    .insert(insightPairs)
    .values({ userId, ...pair, hidden })
    .onConflictDoUpdate({ target: [insightPairs.userId, insightPairs.key], set: { hidden } });
}

export async function deletePairRow(db: Queryable, userId: number, key: string): Promise<void> {
  await db.delete(insightPairs).where(and(eq(insightPairs.userId, userId), eq(insightPairs.key, key)));
}
