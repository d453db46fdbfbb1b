import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/server-process';
import { newAccount } from '../../test/test-app';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { connectDatabase, type DatabaseHandle } from '../db/client';
import { createRateLimiter } from '../lib/rate-limit';
import { DATABASE_UNAVAILABLE_MESSAGE } from './errors';

describe('with the database unreachable', () => {
  let app: App;
  let database: DatabaseHandle;

  beforeAll(async () => {
    // Nothing listens on this port: every query fails to connect, as while PostgreSQL restarts.
    database = connectDatabase(`postgres://nobody@127.0.0.1:${await freePort()}/nothing`, 2, () => {});
    const { db } = database;
    const config = loadConfig({ NODE_ENV: 'test', SECRETS_KEY: 'a-test-secrets-key-that-is-long-enough' });
    app = await buildApp(
      { config, db, limiter: createRateLimiter(db), checkDatabase: async () => void (await db.execute(sql`SELECT 1`)) },
      { webDistDir: '/nonexistent-web-dist', logger: false },
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 503 with a message and Retry-After, not 500, for a signed-in request and a registration', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/user', headers: { cookie: 'uh_session=some-session-token' } },
      { method: 'POST' as const, url: '/api/register', payload: newAccount() },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('says so on /readyz while /healthz still answers', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
