import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { afterAll, inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase, type DatabaseHandle } from '../src/db/client';
import { createRateLimiter } from '../src/lib/rate-limit';
import type { SttProvider } from '../src/providers/stt/stt-provider';

const handles: DatabaseHandle[] = [];
afterAll(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()));
});

/** The database the global setup prepared, shared by every test file (use unique names). */
export function testDatabase(): DatabaseHandle {
  const handle = connectDatabase(inject('databaseUrl'), 4, () => {});
  handles.push(handle);
  return handle;
}

/** The config test apps run with: the real parser, with test defaults under `env`. */
export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOGIN_MAX_FAILURES_PER_IP: '1000',
    REGISTRATIONS_PER_IP_PER_HOUR: '1000',
    // Tests change rows by hand and read them back at once; the session cache has tests of its own.
    SESSION_CACHE_SECONDS: '0',
    // Never a key file in the working folder.
    SECRETS_KEY: 'a-test-secrets-key-that-is-long-enough',
    // Test apps share one database: reminder tests run their rounds themselves, for their own people.
    REMINDER_POLL_SECONDS: '0',
    WEBHOOK_POLL_SECONDS: '0',
    ...env,
  });
}

/** Builds the real app against the test database; env overrides go through the real config parser. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    webDistDir?: string;
    checkDatabase?: () => Promise<void>;
    sttProvider?: SttProvider;
    /** A test that reads the log passes its own logger (with a stream). */
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<App> {
  const { db } = testDatabase();
  const config = testConfig(env);
  const app = await buildApp(
    {
      config,
      db,
      limiter: createRateLimiter(db),
      checkDatabase: options.checkDatabase ?? (async () => void (await db.execute(sql`SELECT 1`))),
    },
    {
      webDistDir: options.webDistDir ?? '/nonexistent-web-dist',
      logger: options.logger ?? (process.env.TEST_LOG ? { level: 'error' } : false),
      sttProvider: options.sttProvider,
    },
  );
  afterAll(() => app.close());
  return app;
}

export const uniqueName = (prefix = 'user') => `${prefix}_${randomBytes(5).toString('hex')}`;

export type TestAccount = { username: string; password: string; email: string; displayName: string };

export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  const username = overrides.username ?? uniqueName();
  return { username, password: 'correct-horse', email: `${username}@example.com`, displayName: 'Test Person', ...overrides };
}

/** The `name=value` pair of the session cookie a response set, ready for a Cookie header. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('uh_session') && c.value !== '');
  if (!cookie) throw new Error('The response set no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** Registers a fresh account and returns its session cookie and user. */
export async function signUp(app: App, overrides: Partial<TestAccount> = {}) {
  const account = newAccount(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/register', payload: account });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { account, cookie: sessionCookieOf(response), user: response.json() as { id: number; username: string } };
}
