import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export type RateLimitState = { count: number; retryAfterSeconds: number };

// Raw rows: drizzle leaves timestamptz as text in execute() results.
type Row = { count: number; window_started_at: string };

function toState(row: Row | undefined, windowMs: number, now: number): RateLimitState {
  if (!row) return { count: 0, retryAfterSeconds: 0 };
  const windowEnds = new Date(row.window_started_at).getTime() + windowMs;
  if (windowEnds <= now) return { count: 0, retryAfterSeconds: 0 };
  return { count: row.count, retryAfterSeconds: (windowEnds - now) / 1000 };
}

/**
 * Fixed-window counters kept in PostgreSQL so every app server sees the same counts.
 * A window ends on its own: nobody is locked out for longer than `windowMs`.
 */
export function createRateLimiter(db: Database) {
  return {
    async peek(key: string, windowMs: number): Promise<RateLimitState> {
      const result = await db.execute<Row>(sql`SELECT count, window_started_at FROM rate_limits WHERE key = ${key}`);
      return toState(result.rows[0], windowMs, Date.now());
    },

    /** Counts one attempt and returns the new count: one statement, so parallel hits each see their own. */
    async hit(key: string, windowMs: number): Promise<RateLimitState> {
      const seconds = windowMs / 1000;
      const result = await db.execute<Row>(sql`
        INSERT INTO rate_limits (key, count, window_started_at) VALUES (${key}, 1, now())
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.window_started_at <= now() - make_interval(secs => ${seconds})
                       THEN 1 ELSE rate_limits.count + 1 END,
          window_started_at = CASE WHEN rate_limits.window_started_at <= now() - make_interval(secs => ${seconds})
                       THEN now() ELSE rate_limits.window_started_at END
        RETURNING count, window_started_at`);
      return toState(result.rows[0], windowMs, Date.now());
    },

    /** Takes one counted attempt back, such as a sign-in that turned out to be the owner's. */
    async refund(key: string): Promise<void> {
      await db.execute(sql`UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE key = ${key}`);
    },

    async reset(key: string): Promise<void> {
      await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
