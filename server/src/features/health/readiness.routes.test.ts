import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context';
import { loadConfig } from '../../config';
import { MIGRATIONS_FOLDER } from '../../db/migrate';
import { createRateLimiter } from '../../lib/rate-limit';
import { pendingMigrations, readMigrationJournal, type MigrationJournal } from '../../lib/metrics/pending-migrations';
import { createTestApp, testDatabase } from '../../../test/test-app';
import { healthRoutes } from './health.routes';

const shipped = readMigrationJournal(MIGRATIONS_FOLDER);
// The next release's journal: one migration this database has not had yet.
const withOneMore: MigrationJournal = { entries: [...shipped.entries, { tag: '9999_next_release', when: Date.now() + 60_000 }] };

async function probeApp(journal: MigrationJournal) {
  const { db } = testDatabase();
  const ctx: AppContext = {
    config: loadConfig({ NODE_ENV: 'test' }),
    db,
    limiter: createRateLimiter(db),
    checkDatabase: async () => void (await db.execute(sql`SELECT 1`)),
  };
  const app = Fastify();
  await app.register(healthRoutes(ctx, { migrationJournal: journal }));
  afterAll(() => app.close());
  return app;
}

describe('/readyz and migrations', () => {
  it('is ready when the database has every migration the code ships', async () => {
    const app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 with a message while a migration is pending, and /healthz still answers', async () => {
    const app = await probeApp(withOneMore);
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Database migrations pending: 1 (the latest 9999_next_release)' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('counts pending migrations by drizzle’s rule: entries newer than the last one applied', async () => {
    const { db } = testDatabase();
    expect(await pendingMigrations(db, shipped)).toEqual([]);
    expect(await pendingMigrations(db, withOneMore)).toEqual(['9999_next_release']);
    // An older release's journal (the database is ahead of it) has nothing pending.
    expect(await pendingMigrations(db, { entries: shipped.entries.slice(0, 3) })).toEqual([]);
  });
});
