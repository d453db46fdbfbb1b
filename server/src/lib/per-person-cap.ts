import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { conflict } from './http-error';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The cap on a person's own protocols, named here because two features hold it: adding or
 * restoring one (custom-protocols) and importing an account (settings).
 */
export const CUSTOM_PROTOCOLS_CAP = 'custom-protocols';

/** The cap on what the coach remembers for a person: adding one (chat) and importing an account (settings). */
export const COACH_MEMORIES_CAP = 'coach-memories';

/** The cap on the live grants a person has given (sharing). */
export const SHARE_GRANTS_CAP = 'share-grants';

export type PersonCap = {
  /** Names the thing counted, so that two caps of one person never wait on each other. */
  name: string;
  max: number;
  /** Counts what the person holds now, inside the transaction that will add one more. */
  count: (tx: Transaction) => Promise<number>;
  /** The 409 message when the cap is reached. */
  message: string;
};

/**
 * Adds something a person may hold only so many of. A count followed by an insert lets parallel
 * requests all see room and all insert; a transaction-scoped advisory lock on (cap, person) makes
 * the count and the insert one step, on every app server sharing the database.
 */
export async function insertWithinCap<T>(
  db: Database,
  userId: number,
  cap: PersonCap,
  insert: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockPersonCap(tx, cap.name, userId);
    if ((await cap.count(tx)) >= cap.max) throw conflict(cap.message);
    return insert(tx);
  });
}

/**
 * Holds (cap, person) until the transaction ends, for a cap kept another way than a 409 (the
 * oldest one replaced): whatever counts and writes after it runs one request at a time.
 */
export async function lockPersonCap(tx: Transaction, name: string, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`person-cap:${name}`}), ${userId})`);
}
