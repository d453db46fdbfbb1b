// Counts the statements the real app runs for one request at steady state, for bench:api to print
// beside the baseline's. The app is built in this process on the benchmark's database with a pool
// whose connections write down what they run; the request is made twice and the second one counted,
// as a warm app (its session cache filled) runs it.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { connectDatabase } from '../../server/src/db/client';
import { createRateLimiter } from '../../server/src/lib/rate-limit';

export type RecordedStatement = { query: { text: string; name?: string; rowMode?: string }; values: unknown[] };
export type Request = { method: 'GET' | 'POST' | 'PATCH'; url: string; body?: unknown };

/** Writes down every statement a connection runs; the call itself goes through unchanged (callbacks included). */
function recordQueries(client: pg.PoolClient, into: RecordedStatement[]) {
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const [query, values] = args as [string | { name?: string; text: string; rowMode?: string; values?: unknown[] }, unknown];
    const { name, text, rowMode } = typeof query === 'string' ? { text: query } : query;
    const params = Array.isArray(values) ? values : typeof query === 'object' ? (query.values ?? []) : [];
    // A named (prepared) statement stays named: the baseline prepares it too.
    into.push({ query: { text, ...(name ? { name } : {}), ...(rowMode ? { rowMode } : {}) }, values: params });
    return original(...args);
  };
}

export async function countAppSql(databaseUrl: string, request: Request, cookie: string, webDistDir: string): Promise<RecordedStatement[]> {
  const statements: RecordedStatement[] = [];
  const database = connectDatabase(databaseUrl, 2, () => {});
  // Pooled queries and transactions alike run on a pool's client.
  database.pool.on('connect', (client) => recordQueries(client, statements));
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'production', SEED_DEMO_ACCOUNT: 'false' });
  const ctx = {
    config,
    db: database.db,
    limiter: createRateLimiter(database.db),
    checkDatabase: async () => void (await database.db.execute(sql`SELECT 1`)),
  };
  const app = await buildApp(ctx, { webDistDir });
  try {
    for (const round of ['warm-up', 'counted']) {
      statements.length = 0;
      const response = await app.inject({
        method: request.method,
        url: request.url,
        headers: { cookie, accept: 'text/html,application/json' },
        ...(request.body === undefined ? {} : { payload: request.body as object }),
      });
      if (response.statusCode >= 300) throw new Error(`${round} ${request.method} ${request.url}: ${response.statusCode} ${response.body}`);
      // Webhooks are queued after the answer: let them finish so they are counted too.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return statements.slice();
  } finally {
    await app.close();
    await database.close();
  }
}
