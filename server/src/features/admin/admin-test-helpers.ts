import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../../test/test-app';
import { connectDatabase, type Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { createRateLimiter } from '../../lib/rate-limit';

/**
 * A server on a database of its own, empty but for its migrations: "the first account made on the
 * server" means something only there (the shared test database holds every other test's people).
 * The database is dropped after the file's tests.
 */
export async function createFreshServer(env: Record<string, string> = {}): Promise<{ app: App; db: Database }> {
  const shared = new URL(inject('databaseUrl'));
  const name = `uh_admin_${randomBytes(4).toString('hex')}`;
  const maintenance = new pg.Client({ connectionString: shared.toString() });
  await maintenance.connect();
  await maintenance.query(`CREATE DATABASE ${name}`);
  const url = new URL(shared);
  url.pathname = `/${name}`;
  const migrationPool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  await runMigrations(migrationPool);
  await migrationPool.end();

  const handle = connectDatabase(url.toString(), 6, () => {});
  const config = testConfig({ SEED_DEMO_ACCOUNT: 'false', ...env });
  const { db } = handle;
  const app = await buildApp(
    { config, db, limiter: createRateLimiter(db), checkDatabase: async () => void (await db.execute(sql`SELECT 1`)) },
    { webDistDir: '/nonexistent-web-dist', logger: false },
  );
  await app.ready();
  afterAll(async () => {
    await app.close();
    await handle.close();
    await maintenance.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await maintenance.end();
  });
  return { app, db };
}

export type Registration = { username: string; password: string; email: string; displayName: string; inviteCode?: string };

export function newPerson(username: string, inviteCode?: string): Registration {
  return {
    username,
    password: 'correct-horse',
    email: `${username}@example.com`,
    displayName: 'Test Person',
    ...(inviteCode ? { inviteCode } : {}),
  };
}

/** The `name=value` of the session cookie an answer set. */
export function cookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('uh_session') && c.value !== '');
  if (!cookie) throw new Error('The response set no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** Registers and answers the session cookie and id; throws unless 201. */
export async function register(app: App, person: Registration): Promise<{ cookie: string; id: number }> {
  const response = await app.inject({ method: 'POST', url: '/api/register', payload: person });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { cookie: cookieOf(response), id: (response.json() as { id: number }).id };
}

/** Makes an invite as the admin behind `cookie` and answers its code (from the link). */
export async function inviteCode(app: App, cookie: string, expiresInDays?: number): Promise<{ id: number; code: string; url: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/invites',
    headers: { cookie },
    payload: expiresInDays === undefined ? {} : { expiresInDays },
  });
  if (response.statusCode !== 201) throw new Error(`invite failed: ${response.statusCode} ${response.body}`);
  const { id, url } = response.json() as { id: number; url: string };
  return { id, url, code: new URL(url).searchParams.get('invite')! };
}
